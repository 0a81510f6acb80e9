import { createContext, useContext, useLayoutEffect } from 'react';
import { fr } from '../i18n/fr';

/**
 * What a page adds to the document's <head>. In the browser each piece sets the live document as the
 * page mounts; on the server (render-page.tsx) the render records them here and the renderer writes them
 * into the prerendered <head>, so the first paint already has the page's title and its photo's preload.
 */
export type DocumentHead = {
  title?: string;
  noindex?: boolean;
  /** The high-priority photos, preloaded from <head> so the browser fetches them before parsing the body. */
  preloads: PreloadedImage[];
};

const DocumentHeadContext = createContext<DocumentHead | undefined>(undefined);

/** The server render's collector; absent in the browser. */
export const DocumentHeadProvider = DocumentHeadContext.Provider;

/**
 * The tab title, « <page> · <brand> ». A layout effect sets it during the commit, before any effect
 * (the page view the tracker records reads it). The deepest title is the page's own: it runs first, so a
 * layout title would override it; layouts therefore have none.
 */
export function PageTitle({ children }: { children: string }) {
  const title = `${children} · ${fr.brand.name}`;
  const head = useContext(DocumentHeadContext);
  if (head) head.title = title;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Keeps the page out of search engines (the back office, the sign-in page) while it is shown. */
export function NoIndex() {
  const head = useContext(DocumentHeadContext);
  if (head) head.noindex = true;
  useLayoutEffect(() => {
    const meta = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return null;
}

/** A photo to preload; `media`: only on the screens where it is in the first view (a media query). */
export type PreloadedImage = { src: string; srcSet?: string; sizes?: string; media?: string };

/** Called by the component that renders the page's largest photo (eager, high priority), during render. */
export function usePreloadedImage(image: PreloadedImage | undefined) {
  const head = useContext(DocumentHeadContext);
  if (head && image && !head.preloads.some((known) => known.src === image.src)) head.preloads.push(image);
}

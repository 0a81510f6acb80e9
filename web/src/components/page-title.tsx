import { fr } from '../i18n/fr';

/** React 19 hoists <title> into <head> ahead of the static one, so document.title follows the page. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${fr.brand.name}`}</title>;
}

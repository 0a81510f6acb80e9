import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { DocumentHeadProvider, type DocumentHead } from '../components/page-title';
import { createRoutes } from '../app/routes';
import { ISLAND_ATTRIBUTE } from '../islands/island';
import { isApiError } from '../lib/api-client';
import { APP_DATA_ELEMENT_ID, serializeAppData, type AppData } from './app-data';
import { shellHeadAssets } from './shell';

/** The back office is never prerendered: its place in the tree stays, without its code. */
const ADMIN_PLACEHOLDER: RouteObject = { path: 'admin' };

export type RenderedPage = {
  /** 200, or 404 when the page's own data does not exist (a deleted property, an unknown article). */
  status: number;
  html: string;
};

type RenderOptions = {
  origin: string;
  shellHtml: string;
  head?: (queryClient: QueryClient) => ReactNode;
  /** Adjusts the loaded data before the render (the maintenance page: the settings with the flag on). */
  prepare?: (queryClient: QueryClient) => void;
};

/** Loaders wait until the data is there: the prerendered page shows it and embeds it. */
const untilLoaded = (work: Promise<void>) => work.then(() => null);

async function settle(queryClient: QueryClient) {
  // Some loaders start secondary queries without waiting for them (the home page's lists).
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Everything rendered, Suspense boundaries (lazy components) resolved. */
const renderToHtml = (element: ReactNode) => renderToStringAsync(element as Parameters<typeof renderToStringAsync>[0]);

/**
 * What a route may say of its page: `islands`, prerendered to run as islands instead of the app (always, or
 * when the page's data says so).
 */
export type RouteHandle = { islands?: boolean | ((queryClient: QueryClient) => boolean) };

const ISLAND_NAMES = new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g');

/** Where the app's HTML goes in the document (a text the renderer escapes nothing in). */
const APP_SLOT = '__PRERENDERED_APP__';

/** What the page's render recorded for <head> (components/page-title.tsx). */
function HeadTags({ head }: { head: DocumentHead }) {
  return (
    <>
      {head.title !== undefined && <title>{head.title}</title>}
      {head.noindex && <meta name="robots" content="noindex" />}
      {head.preloads.map((image) => (
        <link key={image.src} rel="preload" as="image" href={image.srcSet ? undefined : image.src} imageSrcSet={image.srcSet} imageSizes={image.sizes} media={image.media} fetchPriority="high" />
      ))}
    </>
  );
}

/**
 * Renders one public page as a whole HTML document with preact-render-to-string, through the app's own route
 * tree and loaders (the same code the browser runs), with the data it showed embedded for hydration.
 * `shellHtml` is the built SPA shell (app-shell.html): its stylesheet and module scripts are carried over.
 * `head` adds the page's metadata (description, canonical, Open Graph, JSON-LD) from the loaded data.
 */
export async function renderPage(path: string, options: RenderOptions): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // No retry on the server: a failed read fails the render (the page is rendered again on the next change).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  try {
    return await renderWith(queryClient, path, options);
  } finally {
    // The browser's cache keeps each query 10 minutes after its last use, with a timer. A renderer renders
    // page after page (a whole-site render: every property): emptied here, no page's data outlives it.
    queryClient.clear();
  }
}

async function renderWith(queryClient: QueryClient, path: string, options: RenderOptions): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes(queryClient, untilLoaded, ADMIN_PLACEHOLDER));
  const context = await handler.query(new Request(new URL(path, options.origin)));
  if (context instanceof Response) throw new Error(`Prerendering ${path}: the route answered a redirect or a response (${context.status})`);
  await settle(queryClient);

  // The catch-all route (the SPA's not-found page), or a page whose own data answered 404.
  const catchAll = context.matches.at(-1)?.route.path === '*';
  const notFound = catchAll || context.statusCode === 404 || queryClient.getQueryCache().findAll().some((query) => isApiError(query.state.error, 404));
  const failed = queryClient.getQueryCache().findAll().find((query) => query.state.status === 'error' && !isApiError(query.state.error, 404));
  if (failed) throw new Error(`Prerendering ${path}: ${JSON.stringify(failed.queryKey)} failed: ${(failed.state.error as Error).message}`);

  options.prepare?.(queryClient);
  const data: AppData = {
    path,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  // The app is its own root, as in the browser (hydrateRoot on #root): useId counts from the root in
  // render order, so the same tree must start at the same place on both sides.
  const head: DocumentHead = { preloads: [] };
  const body = await renderToHtml(
    <DocumentHeadProvider value={head}>
      <AppProviders client={queryClient}>
        {/* hydrate={false}: the router state goes in our JSON element, not an inline script the CSP would refuse. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </DocumentHeadProvider>,
  );
  const document = await renderToHtml(
    <html lang="fr-CA">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags head={head} />
        {options.head?.(queryClient)}
      </head>
      <body>
        <div id="root">{APP_SLOT}</div>
        <script type="application/json" id={APP_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeAppData(data) }} />
      </body>
    </html>,
  );
  // A page whose route says so runs as islands (web/src/islands): only the islands it holds load in the browser.
  const runsAsIslands = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.islands;
  const islands = (typeof runsAsIslands === 'function' ? runsAsIslands(queryClient) : runsAsIslands) ? [...new Set(Array.from(body.matchAll(ISLAND_NAMES), ([, name]) => name!))] : undefined;
  const html = `<!DOCTYPE html>${document}`.replace('</head>', `${shellHeadAssets(options.shellHtml, context.matches.map(({ route }) => route.id), islands)}</head>`).replace(APP_SLOT, () => body);
  return { status: notFound ? 404 : 200, html };
}

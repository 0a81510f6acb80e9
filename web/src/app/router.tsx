import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { adminRoute } from './admin-routes';
import { queryClient } from './providers';
import { createRoutes } from './routes';

/**
 * On a first visit, a route waits (up to DATA_WAIT_MS) for the data its first screen needs (site
 * settings, results, property), which loads in parallel with the page's code: the page then renders
 * once, with its data, while the route's fallback shows. Rendering a loading state first would render
 * the whole page a second time when the data lands. Later navigations show the page's loading state at once.
 */
const DATA_WAIT_MS = 2_000;
/** Set once created: the first loaders run while `createBrowserRouter` is still initializing it. */
let createdRouter: ReturnType<typeof createBrowserRouter> | undefined;

function waitOnFirstVisit(work: Promise<void>): Promise<null> | null {
  if (createdRouter?.state.initialized) return null;
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(() => null);
}

const routes: RouteObject[] = createRoutes(queryClient, waitOnFirstVisit, adminRoute);

/**
 * Loads the code of the routes matching `location` (their `lazy` modules) into the route tree. A
 * prerendered page does it before hydrating: a route still lazy would render its fallback, not the HTML
 * already on screen.
 */
export async function loadMatchedRoutes(location: { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Matches the URL and starts the first page's data and code: call once, at start. Prerendered pages pass the server's loader state. */
export function createAppRouter(hydrationData?: HydrationState) {
  createdRouter = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  return createdRouter;
}

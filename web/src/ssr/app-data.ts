import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The prerendered page's data, embedded as non-executable JSON (the CSP allows no inline script). */
export type AppData = {
  /** The path the page was rendered for: a visit with a query string (filters) renders in the browser instead. */
  path: string;
  router: HydrationState;
  queries: DehydratedState;
};

export const APP_DATA_ELEMENT_ID = 'app-data';

/** JSON safe inside <script>: no `<` (so no `</script>` or `<!--`) and no line separators survive as such. */
export function serializeAppData(data: AppData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The embedded data of a prerendered page, or undefined on the SPA shell (not prerendered). */
export function readAppData(document: Document): AppData | undefined {
  const element = document.getElementById(APP_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as AppData;
}

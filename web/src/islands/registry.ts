/**
 * The islands (islands/island.tsx) by group: a group is one module re-exporting its islands, and one chunk
 * of the islands build, so a page loads a few files, not one per island. An island's name is
 * '<group>:<export>'. The layout's group is in the runtime's own chunk (islands/main.tsx imports it); a
 * page prerendered for islands preloads the chunks of the other groups it holds (vite.islands.config.ts,
 * ssr/shell.ts).
 */
export const islandGroups = {
  layout: () => import('./groups/layout'),
  home: () => import('./groups/home'),
  contact: () => import('./groups/contact'),
  listings: () => import('./groups/listings'),
  blog: () => import('./groups/blog'),
  team: () => import('./groups/team'),
  sellers: () => import('./groups/sellers'),
  property: () => import('./groups/property'),
  finance: () => import('./groups/finance'),
  calculators: () => import('./groups/calculators'),
  map: () => import('./groups/map'),
};

export type IslandGroup = keyof typeof islandGroups;

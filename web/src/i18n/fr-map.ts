/**
 * French text of the map component's placeholder (web/src/components/map/lazy-map-view.tsx), on the first
 * load of every page that shows a map: kept to what it shows. The map's own text (controls, keyboard help,
 * MapLibre's strings) is in fr-map-controls.ts, which loads with the map.
 */
export const frMap = {
  loading: 'Chargement de la carte…',
  /** A phone's map starts when asked (lazy-map-view.tsx). */
  show: 'Afficher la carte',
  failed: 'La carte n’a pas pu être chargée. Rechargez la page pour réessayer ; la liste reste disponible.',
} as const;

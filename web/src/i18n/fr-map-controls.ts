/**
 * French text of the map itself (web/src/components/map/map-view.tsx): loaded with MapLibre, by the pages
 * that show a map, once it is shown. MapLibre's own controls get theirs through `locale`.
 */
export const frMapControls = {
  unavailable: 'La carte ne peut pas s’afficher dans ce navigateur.',
  controlsLabel: 'Commandes de la carte',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  panNorth: 'Déplacer la carte vers le nord',
  panSouth: 'Déplacer la carte vers le sud',
  panEast: 'Déplacer la carte vers l’est',
  panWest: 'Déplacer la carte vers l’ouest',
  /** Read with the map itself (aria-describedby on its canvas). */
  keyboardHelp: 'Une fois la carte active, les flèches la déplacent, les touches plus et moins zooment. La touche Tab passe d’un marqueur à l’autre.',
  /** MapLibre's interface strings (its `locale` option). */
  maplibre: {
    'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources de la carte',
    'AttributionControl.MapFeedback': 'Signaler une erreur sur la carte',
    'FullscreenControl.Enter': 'Plein écran',
    'FullscreenControl.Exit': 'Quitter le plein écran',
    'GeolocateControl.FindMyLocation': 'Me localiser',
    'GeolocateControl.LocationNotAvailable': 'Position non disponible',
    'LogoControl.Title': 'Logo MapLibre',
    'Map.Title': 'Carte',
    'Marker.Title': 'Marqueur',
    'NavigationControl.ResetBearing': 'Remettre le nord en haut',
    'NavigationControl.ZoomIn': 'Zoom avant',
    'NavigationControl.ZoomOut': 'Zoom arrière',
    'Popup.Close': 'Fermer',
    'ScaleControl.Feet': 'pi',
    'ScaleControl.Meters': 'm',
    'ScaleControl.Kilometers': 'km',
    'ScaleControl.Miles': 'mi',
    'ScaleControl.NauticalMiles': 'nmi',
    'GlobeControl.Enable': 'Afficher le globe',
    'GlobeControl.Disable': 'Afficher la carte à plat',
    'TerrainControl.Enable': 'Afficher le relief',
    'TerrainControl.Disable': 'Masquer le relief',
    'CooperativeGesturesHandler.WindowsHelpText': 'Utilisez Ctrl + molette pour zoomer sur la carte',
    'CooperativeGesturesHandler.MacHelpText': 'Utilisez ⌘ + molette pour zoomer sur la carte',
    'CooperativeGesturesHandler.MobileHelpText': 'Utilisez deux doigts pour déplacer la carte',
  },
} as const;

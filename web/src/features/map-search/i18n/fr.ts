import { formatNumber } from '../../../lib/format';

const properties = (count: number) => (count === 1 ? '1 propriété' : `${formatNumber(count)} propriétés`);

/** French text of the map search page (/carte). */
export const frMapSearch = {
  title: 'Recherche par carte',
  intro: 'Déplacez la carte ou zoomez : la liste montre les propriétés à vendre ou à louer de la zone affichée, avec vos filtres, partout au Québec.',
  noScript: 'Sans JavaScript, la carte ne s’affiche pas : parcourez les propriétés par ville ci-dessous, ou activez JavaScript dans votre navigateur.',
  mapLabel: 'Carte des propriétés à vendre',
  rentMapLabel: 'Carte des propriétés à louer',
  transactionLabel: 'Vente ou location',
  filtersLabel: 'Filtrer les propriétés de la carte',
  searchPlaceholder: 'Ville, quartier ou type de propriété',
  listView: 'Voir en liste',
  resultsHeading: 'Propriétés dans la zone',
  resultsLabel: 'Propriétés de la zone affichée',
  loading: 'Chargement des propriétés…',
  count: (count: number) => (count === 0 ? 'Aucune propriété dans la zone affichée.' : `${properties(count)} dans la zone affichée.`),
  tooMany: (count: number) => `${properties(count)} dans la zone affichée : rapprochez-vous pour les voir en liste avec vos filtres.`,
  tooManyHint: 'Zoomez sur la carte, ou choisissez un secteur (ses pastilles indiquent le nombre de propriétés).',
  empty: 'Aucune propriété ne correspond à votre recherche dans cette zone. Déplacez la carte, dézoomez ou modifiez vos filtres.',
  loadError: 'Les propriétés de cette zone n’ont pas pu être chargées.',
  retry: 'Réessayer',
  /** Read after the marker's visible short price (its name starts with what it shows: WCAG 2.5.3). */
  markerDetail: (price: string, title: string) => `, ${price}, ${title}`,
  cluster: (count: number) => `${properties(count)} ici : zoomer pour les voir`,
  sector: (count: number) => `${properties(count)} dans ce secteur : zoomer`,
  closeCard: 'Fermer la fiche',
  viewProperty: 'Voir la propriété',
  cardLabel: (title: string) => `Fiche : ${title}`,
  rooms: (bedrooms: number, bathrooms: string) => `${bedrooms} ch. · ${bathrooms} s. de bain`,
  areasHeading: 'Parcourir par ville',
  areasIntro: 'Les villes où nous avons des propriétés à vendre en ce moment.',
  /** Read after the city's name: « Montréal sur la carte ». */
  onMapSuffix: 'sur la carte',
  areaCount: (count: number) => `${properties(count)}`,
  areaListShort: 'voir la liste',
  /** Read after « voir la liste »: « … des propriétés à Montréal ». */
  areaListSuffix: (city: string) => `des propriétés à ${city}`,
} as const;

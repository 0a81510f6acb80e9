import { formatPrice } from '../../../lib/format';

const rooms = (count: number, one: string, many: string) => `${String(count).replace('.', ',')} ${count < 2 ? one : many} et plus`;

/** French text of the 'Recherche IA' page. */
export const frSearch = {
  heading: 'Recherche IA',
  intro:
    'Décrivez en français courant la propriété que vous cherchez. La recherche y reconnaît le type de propriété, le lieu, le nombre de chambres et de salles de bain, le budget et quelques caractéristiques, puis affiche les propriétés qui correspondent.',
  honesty:
    'Ce n’est pas un robot conversationnel : des règles de lecture du français transforment votre phrase en filtres, que vous voyez et pouvez retirer un à un.',
  formLabel: 'Recherche en langage naturel',
  inputLabel: 'Votre recherche',
  inputHint: 'Par exemple : condo 2 chambres à Laval moins de 600 000 $ avec garage',
  submit: 'Rechercher',
  examplesTitle: 'Exemples de recherches',
  examples: [
    'condo 2 chambres à Laval moins de 600 000 $ avec garage',
    'maison 4 chambres avec foyer à Québec',
    'plex à Montréal sous 1,2 M$',
    'chalet à Mont-Tremblant entre 500 et 900 k',
  ],
  understoodTitle: 'Ce que la recherche a compris',
  nothingUnderstood: 'Aucun critère reconnu : toutes les propriétés actives sont affichées.',
  unparsed: (parts: string[]) => `Non pris en compte : ${parts.join(', ')}`,
  removeChip: (label: string) => `Retirer le filtre « ${label} »`,
  restoreAll: 'Rétablir tous les filtres compris',
  chips: {
    location: (place: string) => `Lieu : ${place}`,
    types: (labels: string[]) => `Type : ${labels.join(' ou ')}`,
    bedrooms: (count: number) => rooms(count, 'chambre', 'chambres'),
    bathrooms: (count: number) => rooms(count, 'salle de bain', 'salles de bain'),
    budget: (min?: number, max?: number) =>
      min !== undefined && max !== undefined
        ? `Entre ${formatPrice(min)} et ${formatPrice(max)}`
        : max !== undefined
          ? `Jusqu’à ${formatPrice(max)}`
          : `À partir de ${formatPrice(min ?? 0)}`,
    garage: 'Garage',
    fireplace: 'Foyer',
    finishedBasement: 'Sous-sol aménagé',
    airConditioning: 'Climatisation',
    rent: 'À louer',
  },
  resultsLabel: 'Propriétés correspondantes',
  count: (count: number, more: boolean) =>
    count === 0
      ? 'Aucune propriété trouvée'
      : `${count}${more ? '+' : ''} ${count === 1 && !more ? 'propriété correspond' : 'propriétés correspondent'} à votre recherche`,
  empty: 'Aucune propriété ne correspond à ces critères.',
  emptyHint: 'Retirez un filtre ci-dessus ou reformulez votre recherche.',
  browseAll: 'Voir toutes les propriétés',
  loadMore: 'Charger plus',
  loadingMore: 'Chargement…',
  loadError: 'Erreur lors du chargement des propriétés',
  retry: 'Réessayer',
} as const;

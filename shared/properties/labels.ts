import type { PropertyStatus, PropertyType, SaleContext, TransactionType } from './schema.js';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  condo: 'Condo',
  maison: 'Maison',
  maison_de_ville: 'Maison de ville',
  duplex: 'Duplex',
  triplex: 'Triplex',
  penthouse: 'Penthouse',
  loft: 'Loft',
  chalet: 'Chalet',
  villa: 'Villa',
  appartement: 'Appartement',
  terrain: 'Terrain',
  commercial: 'Commercial',
};

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  disponible: 'Disponible',
  offre_acceptee: 'Offre Acceptée',
  vendu: 'Vendu',
  loue: 'Loué',
  retire: 'Retiré',
  en_attente: 'En attente',
};

export const SALE_CONTEXT_LABELS: Record<SaleContext, string> = {
  reprise_finance: 'Reprise de finance',
  succession: 'Succession',
};

/** Unknown statuses read as Disponible (public-site.md §4). */
/** « À vendre », « À louer »: the list's two searches (a rent is monthly, so the two are never mixed in one order). */
export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  sale: 'À vendre',
  rent: 'À louer',
};

/** The public list's orders (GET /api/properties `sort`), each answered by its own index (docs/data-model.md). */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'area'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Plus récentes',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
  area: 'Superficie (la plus grande)',
};

export const statusLabel = (status: string) => PROPERTY_STATUS_LABELS[status as PropertyStatus] ?? 'Disponible';
export const typeLabel = (type: string) => PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;

import type { PropertyStatus, PropertyType, SaleContext } from './schema.js';

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
export const statusLabel = (status: string) => PROPERTY_STATUS_LABELS[status as PropertyStatus] ?? 'Disponible';
export const typeLabel = (type: string) => PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;

import { brokerageDay, onBrokerageCalendar } from '../calendar.js';
import { searchableText } from '../properties/keys.js';
import type { Property, PropertyStatus, SaleContext, TransactionType } from '../properties/schema.js';
import { foldForSearch } from '../text.js';
import type { AlertCriteria, SavedSearch } from './schema.js';

/**
 * Price bands of the alerts' index (docs/data-model.md, « Alertes »): a saved search is filed under each band its
 * price range overlaps, for its property type (or « any »); a listing is matched against the saved searches of
 * its own band only, for its type and « any ». Reading one change's candidates then grows with the searches
 * that could match it, not with all saved searches.
 */
export const PRICE_BAND_FLOORS = [0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000] as const;
const ANY_TYPE = 'any';
/** Rentals are filed apart (`rent:condo#0`): a rent never reads the alerts of homes for sale, nor the reverse. */
const rentPrefix = (transactionType: AlertCriteria['transactionType']) => (transactionType === 'rent' ? 'rent:' : '');

export const priceBand = (price: number) => PRICE_BAND_FLOORS.findLastIndex((floor) => price >= floor);

/** The index keys a saved search is filed under: its type (or any) × every band its price range overlaps. */
export function matchKeysOf(criteria: Pick<AlertCriteria, 'propertyType' | 'minPrice' | 'maxPrice' | 'transactionType'>): string[] {
  const first = priceBand(criteria.minPrice ?? 0);
  const last = criteria.maxPrice === undefined ? PRICE_BAND_FLOORS.length - 1 : priceBand(criteria.maxPrice);
  const type = `${rentPrefix(criteria.transactionType)}${criteria.propertyType ?? ANY_TYPE}`;
  const keys: string[] = [];
  for (let band = first; band <= last; band++) keys.push(`${type}#${band}`);
  return keys;
}

/** The index partitions a listing's candidates are read from: its type's band and the « any type » band. */
export const candidateKeysOf = (property: Pick<Property, 'propertyType' | 'price'> & Partial<Pick<Property, 'transactionType'>>) => {
  const rent = rentPrefix(property.transactionType);
  return [`${rent}${property.propertyType}#${priceBand(property.price)}`, `${rent}${ANY_TYPE}#${priceBand(property.price)}`];
};

type Listing = Pick<Property, 'title' | 'location' | 'propertyType' | 'price' | 'bedrooms' | 'bathrooms' | 'isActive'> & Partial<Pick<Property, 'latitude' | 'longitude' | 'saleContext' | 'transactionType'>>;

/** Whether a listing meets every criterion a saved search sets (the same rules as the list's and the map's filters). */
export function matchesCriteria(criteria: AlertCriteria, listing: Listing): boolean {
  if (!listing.isActive) return false;
  if (criteria.propertyType && criteria.propertyType !== listing.propertyType) return false;
  if (criteria.saleContext && criteria.saleContext !== listing.saleContext) return false;
  if ((criteria.transactionType ?? 'sale') !== (listing.transactionType ?? 'sale')) return false;
  if (criteria.minPrice !== undefined && listing.price < criteria.minPrice) return false;
  if (criteria.maxPrice !== undefined && listing.price > criteria.maxPrice) return false;
  if (criteria.bedrooms !== undefined && listing.bedrooms < criteria.bedrooms) return false;
  if (criteria.bathrooms !== undefined && listing.bathrooms < criteria.bathrooms) return false;
  if (criteria.q && !foldForSearch(searchableText(listing)).includes(foldForSearch(criteria.q))) return false;
  if (criteria.location && !foldForSearch(listing.location).includes(foldForSearch(criteria.location))) return false;
  if (hasArea(criteria)) {
    if (listing.latitude === undefined || listing.longitude === undefined) return false;
    if (listing.latitude < criteria.south || listing.latitude > criteria.north || listing.longitude < criteria.west || listing.longitude > criteria.east) return false;
  }
  return true;
}

export const hasArea = (c: AlertCriteria): c is AlertCriteria & Required<Pick<AlertCriteria, 'south' | 'west' | 'north' | 'east'>> =>
  c.south !== undefined && c.west !== undefined && c.north !== undefined && c.east !== undefined;

/** The statuses an alert reports on a listing it already sent (issue 28: « offre acceptée, vendu »). */
export const REPORTED_STATUSES: readonly PropertyStatus[] = ['offre_acceptee', 'vendu', 'loue'];

export type ListingState = { isActive: boolean; price: number; status?: PropertyStatus; saleContext?: SaleContext; transactionType?: TransactionType };

/**
 * What an alert tells about one property change: a listing newly on the market (created active, or made active,
 * or newly said a repossession or an estate: new to the alerts on that context), a lower price, or a reported
 * status. `key` names the change, so one alert gets each change once.
 */
export type AlertChange = { kind: 'new'; key: 'new' } | { kind: 'price-drop'; key: string; from: number } | { kind: 'status'; key: string; status: PropertyStatus };

export function alertChangesOf(before: ListingState | null, after: ListingState | null): AlertChange[] {
  if (!after) return [];
  const changes: AlertChange[] = [];
  if (after.isActive && (!before || !before.isActive)) changes.push({ kind: 'new', key: 'new' });
  else if (before?.isActive && after.isActive) {
    // Newly for rent (or for sale): new to the alerts of that transaction, and its price no drop of the other's.
    const switched = (after.transactionType ?? 'sale') !== (before.transactionType ?? 'sale');
    if (switched || (after.saleContext && after.saleContext !== before.saleContext)) changes.push({ kind: 'new', key: 'new' });
    if (!switched && after.price < before.price) changes.push({ kind: 'price-drop', key: `price:${after.price}`, from: before.price });
  }
  if (before && after.status && before.status !== after.status && REPORTED_STATUSES.includes(after.status)) changes.push({ kind: 'status', key: `status:${after.status}`, status: after.status });
  return changes;
}

/** A change as its delivery stored it (its key, and a lower price's previous one). */
export function changeOfKey(key: string, fromPrice?: number): AlertChange {
  if (key.startsWith('price:')) return { kind: 'price-drop', key, from: fromPrice ?? Number(key.slice('price:'.length)) };
  if (key.startsWith('status:')) return { kind: 'status', key, status: key.slice('status:'.length) as PropertyStatus };
  return { kind: 'new', key: 'new' };
}

/** The hour (America/Toronto) of the digests: daily ones every day, weekly ones on Mondays. */
export const DIGEST_HOUR = 7;

/**
 * The digests due at an hourly run: those of the day when the brokerage's local hour is DIGEST_HOUR, the weekly
 * ones too on a Monday. The zone's offset is whole hours across both DST changes, so one run a day matches.
 */
export function digestsDue(now: Date): ('daily' | 'weekly')[] {
  if (Number(onBrokerageCalendar(now, 'HH')) !== DIGEST_HOUR) return [];
  const weekday = new Date(`${brokerageDay(now)}T12:00:00Z`).getUTCDay();
  return weekday === 1 ? ['daily', 'weekly'] : ['daily'];
}

/** The criteria of a saved search, as stored on it and copied on its index items. */
export const criteriaOf = (s: SavedSearch): AlertCriteria => {
  const { q, location, propertyType, saleContext, transactionType, minPrice, maxPrice, bedrooms, bathrooms, south, west, north, east } = s;
  return Object.fromEntries(Object.entries({ q, location, propertyType, saleContext, transactionType, minPrice, maxPrice, bedrooms, bathrooms, south, west, north, east }).filter(([, v]) => v !== undefined));
};

import type { WhereAttributeSymbol, WhereOperations } from 'electrodb';
import type { AreaQuery } from '../api.js';
import type { Property } from '../schema.js';

type FilteredAttributes = {
  searchText: WhereAttributeSymbol<string>;
  propertyType: WhereAttributeSymbol<Property['propertyType']>;
  price: WhereAttributeSymbol<number>;
  bedrooms: WhereAttributeSymbol<number>;
  bathrooms: WhereAttributeSymbol<number>;
  transactionType: WhereAttributeSymbol<Property['transactionType']>;
};
/** The comparison operations do not depend on the entity (its type parameters are unused by them). */
type Operations = Pick<WhereOperations<string, string, string, never, never>, 'eq' | 'gte' | 'lte' | 'contains' | 'notExists'>;

/**
 * The search filters both listing reads share (the list's index and the map's cells), as the parts of a
 * filter expression: text (already folded, shared/text.ts), types, budget, bedrooms and bathrooms; the transaction
 * when given (the map's cells hold both; the list's indexes are one transaction each). A listing written before
 * it had a transaction type is for sale.
 */
export function listingFilters(attr: FilteredAttributes, op: Operations, query: Pick<AreaQuery, 'type' | 'minPrice' | 'maxPrice' | 'bedrooms' | 'bathrooms'> & { q?: string; transaction?: AreaQuery['transaction'] }): string[] {
  return [
    query.transaction === 'rent' ? op.eq(attr.transactionType, 'rent') : '',
    query.transaction === 'sale' ? `(${op.notExists(attr.transactionType)} OR ${op.eq(attr.transactionType, 'sale')})` : '',
    query.q ? op.contains(attr.searchText, query.q) : '',
    query.type?.length ? `(${query.type.map((t) => op.eq(attr.propertyType, t)).join(' OR ')})` : '',
    query.minPrice !== undefined ? op.gte(attr.price, query.minPrice) : '',
    query.maxPrice !== undefined ? op.lte(attr.price, query.maxPrice) : '',
    query.bedrooms !== undefined ? op.gte(attr.bedrooms, query.bedrooms) : '',
    query.bathrooms !== undefined ? op.gte(attr.bathrooms, query.bathrooms) : '',
  ];
}

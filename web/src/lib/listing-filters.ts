import { budgetRangesOf, type BudgetRange, type RentBudgetRange } from '../../../shared/properties/budget';
import { LISTING_SORTS, PROPERTY_TYPE_LABELS, type ListingSort } from '../../../shared/properties/labels';
import type { PropertyType } from '../../../shared/properties/schema';

/**
 * The search filters of the list (/listings) and the map (/carte), as their URLs hold them: one set of
 * parameter names, so a search moves from one to the other (and from the home's hero to either) as a link
 * (listing-search-links.ts writes them). Every page's first load carries this module (the list's loader).
 */
export type ListingFilters = {
  q?: string;
  location?: string;
  type?: PropertyType;
  /** A sale's range, or a monthly rent's for rentals. */
  budget?: BudgetRange | RentBudgetRange;
  /** Minimums (« 3 chambres et plus »). */
  bedrooms?: number;
  bathrooms?: number;
  /** Rentals (`transaction=rent`); absent: homes for sale. */
  transaction?: 'rent';
  /** Absent: newest first. */
  sort?: Exclude<ListingSort, 'newest'>;
};

/** The API's filters (GET /api/properties, GET /api/properties/area): the budget key becomes its price bounds. */
export type PropertySearch = {
  q?: string;
  location?: string;
  type?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  transaction?: 'rent';
  sort?: Exclude<ListingSort, 'newest'>;
};

/** The minimums the room selects offer; another value in a link is ignored. */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;
export const BATHROOM_CHOICES = [1, 2, 3] as const;

const isPropertyType = (value: string | null): value is PropertyType => value !== null && Object.hasOwn(PROPERTY_TYPE_LABELS, value);
const isSort = (value: string | null): value is Exclude<ListingSort, 'newest'> => value !== 'newest' && LISTING_SORTS.some((sort) => sort === value);
const text = (value: string | null) => value?.trim() || undefined;
const choice = (value: string | null, choices: readonly number[]) => (value !== null && choices.includes(Number(value)) ? Number(value) : undefined);

/** Unknown type or budget values (an old or hand-edited link) are ignored rather than sent to the API as a 400. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const type = params.get('type');
  const budget = params.get('budget');
  const sort = params.get('sort');
  const transaction = params.get('transaction') === 'rent' ? 'rent' : undefined;
  return {
    transaction,
    sort: isSort(sort) ? sort : undefined,
    q: text(params.get('q')),
    location: text(params.get('location')),
    type: isPropertyType(type) ? type : undefined,
    budget: budget !== null && Object.hasOwn(budgetRangesOf(transaction), budget) ? (budget as ListingFilters['budget']) : undefined,
    bedrooms: choice(params.get('bedrooms'), BEDROOM_CHOICES),
    bathrooms: choice(params.get('bathrooms'), BATHROOM_CHOICES),
  };
}

/** URL filters → API query: the budget key becomes the price bounds it stands for. */
export function toPropertySearch({ budget, ...filters }: ListingFilters): PropertySearch {
  const range = budget ? budgetRangesOf(filters.transaction)[budget] : undefined;
  return { ...filters, minPrice: range?.minPrice, maxPrice: range?.maxPrice };
}

export function hasFilters(filters: ListingFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

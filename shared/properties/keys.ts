import { foldForSearch } from '../text.js';
import { typeLabel } from './labels.js';
import { areaInSqft } from './rules.js';
import type { Property } from './schema.js';

/** Text used by the listing search: title, location and French type label. */
export const searchableText = (p: Pick<Property, 'title' | 'location' | 'propertyType'>) =>
  `${p.title} ${p.location} ${typeLabel(p.propertyType)}`;

/**
 * Index key attributes derived from a property (docs/data-model.md). Every write computes them here
 * from the whole item, so the listing (gsi1, gsi3) and admin-order/featured (gsi2) indexes always agree
 * with the flags.
 */
/** « Aménagé », « fini », « rénové » are finished; « Non aménagé », « Aucun » are not (free text in the back office). */
export const hasFinishedBasement = (basementType: string | undefined) => {
  const t = foldForSearch(basementType ?? '');
  return /\b(?:amenage|fini|renove)/.test(t) && !/\b(?:non|pas|aucun|sans)\b/.test(t);
};

/** Any stated air conditioning but « Aucune », « Non », « Sans »… (free text in the back office). */
export const hasAirConditioning = (airConditioning: string | undefined) => {
  const t = foldForSearch(airConditioning ?? '');
  return t !== '' && !/^(?:aucune?|non|sans|pas\b.*|n\/a|-+)$/.test(t);
};

export function propertyKeys(
  p: Pick<Property, 'title' | 'location' | 'propertyType' | 'isActive' | 'isFeatured' | 'price'> &
    Partial<Pick<Property, 'basementType' | 'airConditioning' | 'transactionType' | 'areaSqft' | 'surfaceArea'>>,
) {
  return {
    /**
     * Partition of the public orders (gsi4 newest, gsi5 price, gsi6 living area): the active listings of one
     * transaction (`active#sale`, `active#rent`); every inactive one in `inactive`, which no public read asks for.
     */
    listKey: p.isActive ? `active#${p.transactionType ?? 'sale'}` : 'inactive',
    /** Whole dollars (an index sort key, zero-padded by the entity). */
    priceKey: Math.round(p.price),
    /** Square feet (from m² when only they are given, as the card shows it); 0 when not given, so such a listing comes last. */
    areaKey: Math.round(areaInSqft(p)),
    /** Search filters on free-text fields, derived once at write time (GET /api/properties?finishedBasement=true). */
    finishedBasement: hasFinishedBasement(p.basementType),
    airConditioned: hasAirConditioning(p.airConditioning),
    /** Lower-cased, accent-free title + location + type label, for text search. */
    searchText: foldForSearch(searchableText(p)),
    /** Folded location, for the location filter. */
    locationKey: foldForSearch(p.location),
    /** Partition of the listing and most-viewed indexes. */
    listState: p.isActive ? 'active' : 'inactive',
    /**
     * First part of the admin-order sort key (gsi2: activeRank, featuredRank, createdAt, read descending):
     * active properties before inactive ones, so the active-only list is one key prefix.
     */
    activeRank: p.isActive ? '1' : '0',
    /** Second part: featured first. Prefix '1#1' is the home page's featured list (active AND featured). */
    featuredRank: p.isFeatured ? '1' : '0',
  } as const;
}
/** The stored item: the property and the index keys derived from it (the only way items are built). */
export const propertyItem = (property: Property) => ({ ...property, ...propertyKeys(property) });

export type PropertyDerivedKey = keyof ReturnType<typeof propertyKeys>;

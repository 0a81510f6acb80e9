import * as z from 'zod/mini';
import { adminPageFields, unknownParameter } from '../list-query.js';
import type { Agent } from '../agents/schema.js';
import type { Box } from './geo.js';
import { LISTING_SORTS } from './labels.js';
import { PROPERTY_TYPES, TRANSACTION_TYPES, type Property } from './schema.js';

export { BUDGET_RANGES, type BudgetRange } from './budget.js';

const price = z.coerce
  .number({ error: 'Le prix doit être un nombre.' })
  .check(z.int('Le prix doit être un nombre entier.'), z.gte(0, 'Le prix doit être positif.'), z.lte(100_000_000, 'Prix trop élevé.'));
const minRooms = (label: string, step: 'int' | 'half') =>
  z.coerce
    .number({ error: `${label} doit être un nombre.` })
    .check(
      z.gte(0, `${label} doit être entre 0 et 50.`),
      z.lte(50, `${label} doit être entre 0 et 50.`),
      z.refine((n) => Number.isInteger(step === 'int' ? n : n * 2), step === 'int' ? `${label} doit être un nombre entier.` : `${label} doit être un nombre entier ou une demie.`),
    );
/** A feature filter: present means required; there is no « without » filter. */
const featureFlag = (name: string) => z.pipe(z.enum(['true'], { error: `${name} ne peut valoir que true.` }), z.transform(() => true as const));
/** One type or several, comma-separated (« plex » is duplex,triplex). */
const propertyTypes = z.pipe(
  z.pipe(z.string(), z.transform((v) => [...new Set(v.split(',').map((t) => t.trim()).filter(Boolean))])),
  z.array(z.enum(PROPERTY_TYPES, { error: 'Type de propriété inconnu.' })).check(z.minLength(1, 'Type de propriété inconnu.')),
);

/** The filters the list and the map share. */
const searchFilters = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'La recherche est trop longue (100 caractères au plus).'))),
  type: z.optional(propertyTypes),
  minPrice: z.optional(price),
  maxPrice: z.optional(price),
  /** Minimums: « 2 chambres » means 2 or more. */
  bedrooms: z.optional(minRooms('Le nombre de chambres', 'int')),
  bathrooms: z.optional(minRooms('Le nombre de salles de bain', 'half')),
  /** For sale unless asked: a search is of one transaction (a monthly rent is no price to compare with a sale's). */
  transaction: z._default(z.enum(TRANSACTION_TYPES, { error: 'La transaction doit valoir sale ou rent.' }), 'sale'),
};
const { q: _q, ...otherFilters } = searchFilters;
const priceOrder = z.refine<{ minPrice?: number; maxPrice?: number }>((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
  message: 'Le prix minimum doit être inférieur au prix maximum.',
  path: ['minPrice'],
});

/** GET /api/properties query: anything else is refused with a 400. */
export const listPropertiesQuerySchema = z.strictObject({
    q: searchFilters.q,
    location: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Le lieu est trop long (100 caractères au plus).'))),
    ...otherFilters,
    garage: z.optional(featureFlag('garage')),
    fireplace: z.optional(featureFlag('fireplace')),
    finishedBasement: z.optional(featureFlag('finishedBasement')),
    airConditioning: z.optional(featureFlag('airConditioning')),
    sort: z._default(z.enum(LISTING_SORTS, { error: `Tri inconnu (${LISTING_SORTS.join(', ')}).` }), 'newest'),
    limit: z._default(
      z.coerce.number({ error: 'limit doit être un nombre.' }).check(z.int(), z.gte(1, 'limit doit être entre 1 et 48.'), z.lte(48, 'limit doit être entre 1 et 48.')),
      12,
    ),
    cursor: z.optional(z.string().check(z.maxLength(2000, 'Curseur invalide.'))),
  }, { error: unknownParameter })
  .check(priceOrder);
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuerySchema>;

const degrees = (label: string, limit: number) =>
  z.coerce
    .number({ error: `${label} doit être un nombre.` })
    .check(z.gte(-limit, `${label} doit être entre -${limit} et ${limit}.`), z.lte(limit, `${label} doit être entre -${limit} et ${limit}.`));
export const AREA_BOX_INVALID = 'La zone de la carte est invalide : le sud doit être sous le nord et l’ouest à gauche de l’est.';

/** GET /api/properties/area: the visible box (degrees) and the list's filters. */
export const areaQuerySchema = z
  .strictObject(
    {
      south: degrees('Le sud', 90),
      west: degrees("L'ouest", 180),
      north: degrees('Le nord', 90),
      east: degrees("L'est", 180),
      ...searchFilters,
    },
    { error: unknownParameter },
  )
  .check(priceOrder, z.refine((q) => q.south < q.north && q.west < q.east, { message: AREA_BOX_INVALID, path: ['south'] }));
export type AreaQuery = z.infer<typeof areaQuerySchema>;

/** Listings an area answer lists at the most; past it, the map shows counted clusters (docs/data-model.md "Area search"). */
export const AREA_LISTING_LIMIT = 300;

/** What a card needs (listings, featured carousel): the type and the attributes read are this one list. */
export const PROPERTY_CARD_FIELDS = [
  'id', 'title', 'price', 'location', 'propertyType', 'status', 'imageUrl', 'bedrooms', 'bathrooms',
  'areaSqft', 'surfaceArea', 'rating', 'createdAt', 'description', 'isFeatured', 'transactionType', 'priceDrop',
] as const satisfies readonly (keyof Property)[];
export type PropertyCard = Pick<Property, (typeof PROPERTY_CARD_FIELDS)[number]>;

/** A marker and its card on the map: the card and the listing's position. */
export type MapListing = PropertyCard & { latitude: number; longitude: number };
/** A counted cell of the map when the view holds more than AREA_LISTING_LIMIT listings. */
export type AreaCluster = { latitude: number; longitude: number; count: number; box: Box };
/**
 * GET /api/properties/area. `listings`: every active listing inside the box that matches the filters,
 * newest first (the list beside the map, in the markers' order). `clusters`: the view holds more than
 * AREA_LISTING_LIMIT listings: counts per cell of every active listing (the filters apply once zoomed in).
 */
export type AreaResult =
  | { kind: 'listings'; listings: MapListing[] }
  | { kind: 'clusters'; total: number; clusters: AreaCluster[] };

/** Allow-list of what a visitor sees of a property: a new field stays private until it is listed here. */
export const PUBLIC_PROPERTY_FIELDS = [
  ...PROPERTY_CARD_FIELDS, 'postalCode', 'latitude', 'longitude', 'photosUrls', 'virtualTourUrl', 'roomsCount', 'mlsNumber', 'daysOnMarket', 'viewsCount',
  'garageSpaces', 'parkingSpaces', 'yearBuilt', 'features', 'amenities', 'totalFloors', 'fireplacePresent', 'basementType', 'dpeEnergyClass', 'dpeGesClass',
  'energyEfficiencyRating', 'carbonFootprint', 'heatingType', 'heatingFuel', 'airConditioning', 'propertyTaxesAnnual',
  'hoaFees', 'maintenanceFees', 'insuranceAnnual', 'closingCostsEstimate', 'walkScore', 'transitScore', 'bikeScore', 'saleContext', 'priceHistory',
] as const satisfies readonly (keyof Property)[];
export type PublicProperty = Pick<Property, (typeof PUBLIC_PROPERTY_FIELDS)[number]>;

/** What the property page shows of each of its agents. */
export const PROPERTY_AGENT_FIELDS = ['id', 'name', 'title', 'phone', 'email', 'imageUrl', 'calendlyUrl', 'agencyName', 'licenceName', 'licenceDesignations'] as const satisfies readonly (keyof Agent)[];
export type PropertyAgent = Pick<Agent, (typeof PROPERTY_AGENT_FIELDS)[number]> & { isPrimary: boolean };

export type PropertyDetail = PublicProperty & { agents: PropertyAgent[] };
export type { Page } from '../list-query.js';

/** GET /api/admin/properties query: active ones only unless `includeInactive=true`; paged by `cursor`. */
export const adminPropertiesQuerySchema = z.strictObject(
  {
    includeInactive: z.pipe(
      z._default(z.enum(['true', 'false'], { error: 'includeInactive vaut true ou false.' }), 'false'),
      z.transform((v) => v === 'true'),
    ),
    ...adminPageFields(24),
  },
  { error: unknownParameter },
);
export type AdminPropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>;

/** An admin list item: the card, its flags and state, and the version a featured toggle sends back. */
export const ADMIN_PROPERTY_LIST_FIELDS = [
  ...PROPERTY_CARD_FIELDS, 'photosUrls', 'isActive', 'viewsCount', 'mlsNumber', 'updatedAt', 'latitude',
] as const satisfies readonly (keyof Property)[];
export type AdminPropertyListItem = Pick<Property, (typeof ADMIN_PROPERTY_LIST_FIELDS)[number]>;

/** What the admin detail shows of each linked broker (active or not); `agentId` repeats `id` for the edit form. */
export const ADMIN_PROPERTY_AGENT_FIELDS = ['id', 'name', 'title', 'email', 'phone', 'imageUrl', 'calendlyUrl', 'agencyName', 'isActive'] as const satisfies readonly (keyof Agent)[];
export type AdminPropertyAgent = Pick<Agent, (typeof ADMIN_PROPERTY_AGENT_FIELDS)[number]> & { agentId: string; isPrimary: boolean };

/** GET /api/admin/properties/{id}: every field, active or not, with its brokers (primary first). */
export type AdminPropertyDetail = Property & { agents: AdminPropertyAgent[] };

/**
 * What one run did (the job logs it; 'Synchroniser' shows it). `withheld`: listings gone from the feed
 * that were NOT deactivated because the feed looked broken (deactivationGuard, server/sync-rules.ts). `complete: false`:
 * the run stopped at its deadline with `remaining` listings not looked at (nothing deactivated then).
 */
export type SyncSummary = {
  inserted: number;
  updated: number;
  deactivated: number;
  unchanged: number;
  skipped: number;
  /** Gone from the feed but kept active: the feed looked incomplete. */
  withheld: number;
  /** False when the run stopped at its deadline with `remaining` listings left for the scheduled sync. */
  complete: boolean;
  remaining: number;
};

import * as z from 'zod/mini';
import { photoUrlSchema } from '../media/photo-url.js';
import { normalizePostalCode } from './geo.js';

export { isPhotoUrl } from '../media/photo-url.js';

export const PROPERTY_TYPES = [
  'condo',
  'maison',
  'maison_de_ville',
  'duplex',
  'triplex',
  'penthouse',
  'loft',
  'chalet',
  'villa',
  'appartement',
  'terrain',
  'commercial',
] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const PROPERTY_STATUSES = ['disponible', 'offre_acceptee', 'vendu', 'loue', 'retire', 'en_attente'] as const;
export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/**
 * Why a home is sold, when it is not an ordinary sale (issue 28 item 4): a lender's repossession (« reprise de
 * finance », sold without legal warranty) or an estate. Absent: an ordinary sale.
 */
export const SALE_CONTEXTS = ['reprise_finance', 'succession'] as const;
export type SaleContext = (typeof SALE_CONTEXTS)[number];

/** For sale or for rent (issue 28 item 5): a rent is a monthly amount in `price`. */
export const TRANSACTION_TYPES = ['sale', 'rent'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** One dated price of a listing: the first is its price when listed, then one per change (shared/properties/price-history.ts). */
export const priceChangeSchema = z.object({ at: z.string(), price: z.number().check(z.nonnegative()) });
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** The amenities a listing may tick (the detail page's grid shows the ticked ones only). */
export const AMENITIES = ['Climatisation', 'Chauffage', 'Internet haute vitesse', 'Laveuse-sécheuse', 'Lave-vaisselle', 'Sécurité'] as const;
export type Amenity = (typeof AMENITIES)[number];

/** A build year is a year of this world: from 1600 (Quebec's oldest houses) to a few years ahead (plans sold off-plan). */
export const YEAR_BUILT_MIN = 1600;
export const yearBuiltMax = (now = new Date()) => now.getFullYear() + 5;
export const MAX_FEATURES = 30;
export const FEATURE_MAX_LENGTH = 80;

const score = z.number().check(z.int(), z.gte(0), z.lte(100));
const money = z.number().check(z.nonnegative());

/** Every field of the spec's `properties` entity (public-site.md §3), in camelCase. */
export const propertySchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z._default(z.string().check(z.maxLength(10_000)), ''),
  price: money,
  location: z.string().check(z.minLength(1), z.maxLength(200)),
  /** « H2T 1S6 » (normalized); from the feed or the back office. */
  postalCode: z.optional(z.string().check(z.maxLength(7))),
  /** The listing's position (WGS 84). Absent: « non localisée », left off the map (never a made-up point). */
  latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
  propertyType: propertyTypeSchema,
  status: z._default(propertyStatusSchema, 'disponible'),
  saleContext: z.optional(z.enum(SALE_CONTEXTS)),
  transactionType: z._default(z.enum(TRANSACTION_TYPES), 'sale'),
  /** Written by the server with each price change, oldest first; never sent by a form. */
  priceHistory: z._default(z.array(priceChangeSchema), []),
  /** Its last change lowered the price: from what, when (written with the history; « Prix réduit » for 14 days). */
  priceDrop: z.optional(z.object({ from: z.number(), at: z.string() })),
  imageUrl: z.optional(z.string()),
  photosUrls: z._default(z.array(z.string()), []),
  virtualTourUrl: z.optional(z.url({ protocol: /^https?$/ })),
  bedrooms: z._default(z.number().check(z.int(), z.gte(0), z.lte(50)), 0),
  bathrooms: z._default(z.number().check(z.gte(0), z.lte(50)), 0),
  areaSqft: z.optional(z.number().check(z.nonnegative())),
  surfaceArea: z.optional(z.number().check(z.nonnegative())),
  roomsCount: z.optional(z.number().check(z.int(), z.gte(0), z.lte(200))),
  mlsNumber: z.optional(z.string().check(z.maxLength(40))),
  rating: z.optional(z.number().check(z.gte(0), z.lte(5))),
  createdAt: z.string(),
  isActive: z._default(z.boolean(), true),
  isFeatured: z._default(z.boolean(), false),
  daysOnMarket: z.optional(z.number().check(z.int(), z.gte(0))),
  viewsCount: z._default(z.number().check(z.int(), z.gte(0)), 0),
  garageSpaces: z.optional(z.number().check(z.int(), z.gte(0))),
  parkingSpaces: z.optional(z.number().check(z.int(), z.gte(0))),
  yearBuilt: z.optional(z.number().check(z.int())),
  /** What the admin (or the feed) says the home has: nothing is derived or shown by default. Amenities are AMENITIES values (checked on input). */
  features: z.optional(z.array(z.string())),
  amenities: z.optional(z.array(z.string())),
  totalFloors: z.optional(z.number().check(z.int(), z.gte(0))),
  fireplacePresent: z.optional(z.boolean()),
  basementType: z.optional(z.string().check(z.maxLength(80))),
  dpeEnergyClass: z.optional(z.enum(ENERGY_CLASSES)),
  dpeGesClass: z.optional(z.enum(ENERGY_CLASSES)),
  energyEfficiencyRating: z.optional(z.number().check(z.gte(0), z.lte(100))),
  carbonFootprint: z.optional(z.number().check(z.nonnegative())),
  heatingType: z.optional(z.string().check(z.maxLength(80))),
  heatingFuel: z.optional(z.string().check(z.maxLength(80))),
  airConditioning: z.optional(z.string().check(z.maxLength(80))),
  propertyTaxesAnnual: z.optional(money),
  hoaFees: z.optional(money),
  maintenanceFees: z.optional(money),
  insuranceAnnual: z.optional(money),
  closingCostsEstimate: z.optional(money),
  walkScore: z.optional(score),
  transitScore: z.optional(score),
  bikeScore: z.optional(score),
  updatedAt: z.optional(z.string()),
});
export type Property = z.infer<typeof propertySchema>;

/** A broker of a property; the primary one is shown first and books the visits. */
export const propertyAgentLinkSchema = z.object({
  propertyId: z.string().check(z.minLength(1)),
  agentId: z.string().check(z.minLength(1)),
  isPrimary: z._default(z.boolean(), false),
});
export type PropertyAgentLink = z.infer<typeof propertyAgentLinkSchema>;

/* ---------------------------------------------------------------------------------------------------
 * Admin input (admin-and-platform.md §2 properties, §7). The API validates with these schemas and the
 * back-office form reuses them, so the browser and the server refuse the same things with the same words.
 * Server bookkeeping (id, createdAt, updatedAt, viewsCount) and derived index keys are not fields here:
 * the bodies are strict, so sending one of them is a 400.
 * ------------------------------------------------------------------------------------------------- */

/** Photos a property holds at the most. */
export const MAX_PROPERTY_PHOTOS = 60;
/** Brokers linked to one property at the most. */
export const MAX_PROPERTY_AGENTS = 10;

// 1000 characters: 60 photos before and after still fit one audit entry well under DynamoDB's 400 KB item.
const photoUrl = photoUrlSchema;
const text = (max: number, label: string) =>
  z.string({ error: `${label} doit être un texte.` }).check(z.trim(), z.maxLength(max, `${label} est trop long (${max} caractères au plus).`));
const required = (max: number, label: string, missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, `${label} est trop long (${max} caractères au plus).`));
const number = (label: string, min: number, max: number, options: { int?: boolean } = {}) => {
  const base = z.number({ error: `${label} doit être un nombre.` });
  return (options.int ? base.check(z.int(`${label} doit être un nombre entier.`)) : base).check(
    z.gte(min, `${label} doit être au moins ${min}.`),
    z.lte(max, `${label} doit être au plus ${max.toLocaleString('fr-CA')}.`),
  );
};
const amount = (label: string) => number(label, 0, 100_000_000);
const energyClass = z.enum(ENERGY_CLASSES, { error: 'Classe énergétique inconnue (A à G).' });

export const POSTAL_CODE_INVALID = 'Le code postal doit avoir la forme A1A 1A1.';

/** Every field an admin edits; no defaults here, so a partial edit leaves an absent field as it is. */
const propertyFields = {
  title: required(200, 'Le titre', 'Le titre est obligatoire.'),
  description: text(10_000, 'La description'),
  price: amount('Le prix'),
  location: required(200, "L'emplacement", "L'emplacement est obligatoire."),
  postalCode: z.optional(
    z.pipe(
      z.string({ error: POSTAL_CODE_INVALID }),
      z.transform((value, ctx) => normalizePostalCode(value) ?? (ctx.issues.push({ code: 'custom', message: POSTAL_CODE_INVALID, input: value }), z.NEVER)),
    ),
  ),
  latitude: z.optional(number('La latitude', -90, 90)),
  longitude: z.optional(number('La longitude', -180, 180)),
  propertyType: z.enum(PROPERTY_TYPES, { error: 'Type de propriété inconnu.' }),
  status: z.enum(PROPERTY_STATUSES, { error: 'Statut inconnu.' }),
  saleContext: z.optional(z.enum(SALE_CONTEXTS, { error: 'Contexte de vente inconnu.' })),
  transactionType: z.enum(TRANSACTION_TYPES, { error: 'Type de transaction inconnu (vente ou location).' }),
  imageUrl: z.optional(photoUrl),
  photosUrls: z.array(photoUrl).check(z.maxLength(MAX_PROPERTY_PHOTOS, `${MAX_PROPERTY_PHOTOS} photos au plus.`)),
  virtualTourUrl: z.optional(z.url({ protocol: /^https?$/, error: 'La visite virtuelle doit être une adresse web (https://…).' }).check(z.maxLength(2000))),
  bedrooms: number('Le nombre de chambres', 0, 50, { int: true }),
  bathrooms: number('Le nombre de salles de bains', 0, 50),
  areaSqft: z.optional(number('La superficie (pi²)', 0, 1_000_000)),
  surfaceArea: z.optional(number('La superficie (m²)', 0, 100_000)),
  roomsCount: z.optional(number('Le nombre de pièces', 0, 200, { int: true })),
  mlsNumber: z.optional(text(40, 'Le numéro MLS')),
  rating: z.optional(number('La note', 0, 5)),
  isActive: z.boolean({ error: 'isActive doit valoir true ou false.' }),
  isFeatured: z.boolean({ error: 'isFeatured doit valoir true ou false.' }),
  daysOnMarket: z.optional(number('Le nombre de jours sur le marché', 0, 36_500, { int: true })),
  garageSpaces: z.optional(number('Le nombre de places de garage', 0, 50, { int: true })),
  parkingSpaces: z.optional(number('Le nombre de stationnements', 0, 50, { int: true })),
  yearBuilt: z.optional(number("L'année de construction", YEAR_BUILT_MIN, yearBuiltMax(), { int: true })),
  features: z.optional(
    z
      .array(required(FEATURE_MAX_LENGTH, "Le texte d'une caractéristique", 'Une caractéristique ne peut être vide.'), { error: 'Les caractéristiques doivent être une liste de textes.' })
      .check(z.maxLength(MAX_FEATURES, `${MAX_FEATURES} caractéristiques au plus.`)),
  ),
  amenities: z.optional(
    z
      .array(z.enum(AMENITIES, { error: 'Commodité inconnue.' }), { error: 'Les commodités doivent être une liste.' })
      .check(z.refine((list) => new Set(list).size === list.length, 'Une commodité est cochée deux fois.')),
  ),
  totalFloors: z.optional(number("Le nombre d'étages", 0, 200, { int: true })),
  fireplacePresent: z.optional(z.boolean({ error: 'fireplacePresent doit valoir true ou false.' })),
  basementType: z.optional(text(80, 'Le type de sous-sol')),
  dpeEnergyClass: z.optional(energyClass),
  dpeGesClass: z.optional(energyClass),
  energyEfficiencyRating: z.optional(number("L'efficacité énergétique", 0, 100)),
  carbonFootprint: z.optional(number("L'empreinte carbone", 0, 1_000_000)),
  heatingType: z.optional(text(80, 'Le type de chauffage')),
  heatingFuel: z.optional(text(80, 'La source de chauffage')),
  airConditioning: z.optional(text(80, 'La climatisation')),
  propertyTaxesAnnual: z.optional(amount('Les taxes foncières')),
  hoaFees: z.optional(amount('Les frais de copropriété')),
  maintenanceFees: z.optional(amount("Les frais d'entretien")),
  insuranceAnnual: z.optional(amount("L'assurance")),
  closingCostsEstimate: z.optional(amount('Les frais de clôture')),
  walkScore: z.optional(number('Le Walk Score', 0, 100, { int: true })),
  transitScore: z.optional(number('Le Transit Score', 0, 100, { int: true })),
  bikeScore: z.optional(number('Le Bike Score', 0, 100, { int: true })),
} satisfies { [K in keyof Omit<Property, 'id' | 'createdAt' | 'updatedAt' | 'viewsCount' | 'priceHistory' | 'priceDrop'>]-?: z.ZodMiniType };

export const POSITION_INCOMPLETE = 'La latitude et la longitude vont ensemble : indiquez les deux, ou aucune.';
/** A position is both coordinates or neither (a PATCH clears both with null). */
const wholePosition = (body: { latitude?: number | null; longitude?: number | null }) =>
  (body.latitude === undefined) === (body.longitude === undefined) && (body.latitude === null) === (body.longitude === null);

export const AGENTS_REQUIRED = 'Choisissez au moins un courtier.';
export const PRIMARY_REQUIRED = 'Désignez un courtier principal.';
export const ONE_PRIMARY = 'Un seul courtier peut être le courtier principal.';
export const AGENT_TWICE = 'Un courtier ne peut être lié deux fois à la même propriété.';

/** The brokers of a property: at least one, no duplicates, exactly one primary (he books the visits). */
export const propertyAgentsInputSchema = z.array(
    z.strictObject({
      agentId: z.string({ error: 'Courtier invalide.' }).check(z.trim(), z.minLength(1, 'Courtier invalide.'), z.maxLength(100, 'Courtier invalide.')),
      isPrimary: z._default(z.boolean(), false),
    }),
    { error: AGENTS_REQUIRED },
  ).check(z.minLength(1, AGENTS_REQUIRED), z.maxLength(MAX_PROPERTY_AGENTS, `${MAX_PROPERTY_AGENTS} courtiers au plus.`), z.superRefine((links, ctx) => {
    const primaries = links.filter((l) => l.isPrimary).length;
    if (primaries === 0) ctx.addIssue({ code: 'custom', message: PRIMARY_REQUIRED });
    if (primaries > 1) ctx.addIssue({ code: 'custom', message: ONE_PRIMARY });
    if (new Set(links.map((l) => l.agentId)).size !== links.length) ctx.addIssue({ code: 'custom', message: AGENT_TWICE });
  }));
export type PropertyAgentsInput = z.output<typeof propertyAgentsInputSchema>;

/** POST /api/admin/properties: a new property and its brokers. */
export const propertyInputSchema = z.strictObject({
  ...propertyFields,
  description: z._default(propertyFields.description, ''),
  status: z._default(propertyFields.status, 'disponible'),
  transactionType: z._default(propertyFields.transactionType, 'sale'),
  photosUrls: z._default(propertyFields.photosUrls, []),
  bedrooms: z._default(propertyFields.bedrooms, 0),
  bathrooms: z._default(propertyFields.bathrooms, 0),
  isActive: z._default(propertyFields.isActive, true),
  isFeatured: z._default(propertyFields.isFeatured, false),
  agents: propertyAgentsInputSchema,
}).check(z.refine(wholePosition, { message: POSITION_INCOMPLETE, path: ['latitude'] }));
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyInputOutput = z.output<typeof propertyInputSchema>;

/** Fields a PATCH may clear by sending null (the optional ones); required ones cannot be null. */
type Clearable<T extends Record<string, z.ZodMiniType>> = { [K in keyof T]: undefined extends z.output<T[K]> ? z.ZodMiniNullable<T[K]> : T[K] };
const clearable = <T extends Record<string, z.ZodMiniType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, field.safeParse(undefined).success ? z.nullable(field) : field])) as Clearable<T>;

/**
 * PATCH /api/admin/properties/{id}: only what changed (the featured toggle sends `{ isFeatured }`).
 * `null` clears an optional field; `agents` replaces every link; `expectedUpdatedAt` is the version the
 * form was loaded with (a 409 when someone saved since).
 */
export const propertyChangesSchema = z
  .partial(z.strictObject({ ...clearable(propertyFields), agents: propertyAgentsInputSchema, expectedUpdatedAt: z.string().check(z.maxLength(40)) }))
  .check(
    z.refine(({ expectedUpdatedAt: _, ...changes }) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' }),
    z.refine(wholePosition, { message: POSITION_INCOMPLETE, path: ['latitude'] }),
  );
export type PropertyChangesInput = z.input<typeof propertyChangesSchema>;
export type PropertyChangesOutput = z.output<typeof propertyChangesSchema>;

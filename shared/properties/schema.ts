import * as z from 'zod';
import { photoUrlSchema } from '../media/photo-url.js';

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

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const score = z.number().int().min(0).max(100);
const money = z.number().nonnegative();

/** Every field of the spec's `properties` entity (public-site.md §3), in camelCase. */
export const propertySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1).max(200),
  description: z.string().max(10_000).default(''),
  price: money,
  location: z.string().min(1).max(200),
  propertyType: propertyTypeSchema,
  status: propertyStatusSchema.default('disponible'),
  imageUrl: z.string().optional(),
  photosUrls: z.array(z.string()).default([]),
  virtualTourUrl: z.url({ protocol: /^https?$/ }).optional(),
  bedrooms: z.number().int().min(0).max(50).default(0),
  bathrooms: z.number().min(0).max(50).default(0),
  areaSqft: z.number().nonnegative().optional(),
  surfaceArea: z.number().nonnegative().optional(),
  roomsCount: z.number().int().min(0).max(200).optional(),
  mlsNumber: z.string().max(40).optional(),
  rating: z.number().min(0).max(5).optional(),
  createdAt: z.string(),
  isActive: z.boolean().default(true),
  isFeatured: z.boolean().default(false),
  daysOnMarket: z.number().int().min(0).optional(),
  viewsCount: z.number().int().min(0).default(0),
  garageSpaces: z.number().int().min(0).optional(),
  totalFloors: z.number().int().min(0).optional(),
  fireplacePresent: z.boolean().optional(),
  basementType: z.string().max(80).optional(),
  dpeEnergyClass: z.enum(ENERGY_CLASSES).optional(),
  dpeGesClass: z.enum(ENERGY_CLASSES).optional(),
  energyEfficiencyRating: z.number().min(0).max(100).optional(),
  carbonFootprint: z.number().nonnegative().optional(),
  heatingType: z.string().max(80).optional(),
  heatingFuel: z.string().max(80).optional(),
  airConditioning: z.string().max(80).optional(),
  propertyTaxesAnnual: money.optional(),
  hoaFees: money.optional(),
  maintenanceFees: money.optional(),
  insuranceAnnual: money.optional(),
  closingCostsEstimate: money.optional(),
  walkScore: score.optional(),
  transitScore: score.optional(),
  bikeScore: score.optional(),
  updatedAt: z.string().optional(),
});
export type Property = z.infer<typeof propertySchema>;

/** A broker of a property; the primary one is shown first and books the visits. */
export const propertyAgentLinkSchema = z.object({
  propertyId: z.string().min(1),
  agentId: z.string().min(1),
  isPrimary: z.boolean().default(false),
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
const text = (max: number, label: string) => z.string({ error: `${label} doit être un texte.` }).trim().max(max, `${label} est trop long (${max} caractères au plus).`);
const required = (max: number, label: string, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} est trop long (${max} caractères au plus).`);
const number = (label: string, min: number, max: number, options: { int?: boolean } = {}) => {
  const base = z.number({ error: `${label} doit être un nombre.` });
  return (options.int ? base.int(`${label} doit être un nombre entier.`) : base)
    .min(min, `${label} doit être au moins ${min}.`)
    .max(max, `${label} doit être au plus ${max.toLocaleString('fr-CA')}.`);
};
const amount = (label: string) => number(label, 0, 100_000_000);
const energyClass = z.enum(ENERGY_CLASSES, { error: 'Classe énergétique inconnue (A à G).' });

/** Every field an admin edits; no defaults here, so a partial edit leaves an absent field as it is. */
const propertyFields = {
  title: required(200, 'Le titre', 'Le titre est obligatoire.'),
  description: text(10_000, 'La description'),
  price: amount('Le prix'),
  location: required(200, "L'emplacement", "L'emplacement est obligatoire."),
  propertyType: z.enum(PROPERTY_TYPES, { error: 'Type de propriété inconnu.' }),
  status: z.enum(PROPERTY_STATUSES, { error: 'Statut inconnu.' }),
  imageUrl: photoUrl.optional(),
  photosUrls: z.array(photoUrl).max(MAX_PROPERTY_PHOTOS, `${MAX_PROPERTY_PHOTOS} photos au plus.`),
  virtualTourUrl: z.url({ protocol: /^https?$/, error: 'La visite virtuelle doit être une adresse web (https://…).' }).max(2000).optional(),
  bedrooms: number('Le nombre de chambres', 0, 50, { int: true }),
  bathrooms: number('Le nombre de salles de bains', 0, 50),
  areaSqft: number('La superficie (pi²)', 0, 1_000_000).optional(),
  surfaceArea: number('La superficie (m²)', 0, 100_000).optional(),
  roomsCount: number('Le nombre de pièces', 0, 200, { int: true }).optional(),
  mlsNumber: text(40, 'Le numéro MLS').optional(),
  rating: number('La note', 0, 5).optional(),
  isActive: z.boolean({ error: 'isActive doit valoir true ou false.' }),
  isFeatured: z.boolean({ error: 'isFeatured doit valoir true ou false.' }),
  daysOnMarket: number('Le nombre de jours sur le marché', 0, 36_500, { int: true }).optional(),
  garageSpaces: number('Le nombre de places de garage', 0, 50, { int: true }).optional(),
  totalFloors: number("Le nombre d'étages", 0, 200, { int: true }).optional(),
  fireplacePresent: z.boolean({ error: 'fireplacePresent doit valoir true ou false.' }).optional(),
  basementType: text(80, 'Le type de sous-sol').optional(),
  dpeEnergyClass: energyClass.optional(),
  dpeGesClass: energyClass.optional(),
  energyEfficiencyRating: number("L'efficacité énergétique", 0, 100).optional(),
  carbonFootprint: number("L'empreinte carbone", 0, 1_000_000).optional(),
  heatingType: text(80, 'Le type de chauffage').optional(),
  heatingFuel: text(80, 'La source de chauffage').optional(),
  airConditioning: text(80, 'La climatisation').optional(),
  propertyTaxesAnnual: amount('Les taxes foncières').optional(),
  hoaFees: amount('Les frais de copropriété').optional(),
  maintenanceFees: amount("Les frais d'entretien").optional(),
  insuranceAnnual: amount("L'assurance").optional(),
  closingCostsEstimate: amount('Les frais de clôture').optional(),
  walkScore: number('Le Walk Score', 0, 100, { int: true }).optional(),
  transitScore: number('Le Transit Score', 0, 100, { int: true }).optional(),
  bikeScore: number('Le Bike Score', 0, 100, { int: true }).optional(),
} satisfies { [K in keyof Omit<Property, 'id' | 'createdAt' | 'updatedAt' | 'viewsCount'>]-?: z.ZodType };

export const AGENTS_REQUIRED = 'Choisissez au moins un courtier.';
export const PRIMARY_REQUIRED = 'Désignez un courtier principal.';
export const ONE_PRIMARY = 'Un seul courtier peut être le courtier principal.';
export const AGENT_TWICE = 'Un courtier ne peut être lié deux fois à la même propriété.';

/** The brokers of a property: at least one, no duplicates, exactly one primary (he books the visits). */
export const propertyAgentsInputSchema = z
  .array(
    z.strictObject({
      agentId: z.string({ error: 'Courtier invalide.' }).trim().min(1, 'Courtier invalide.').max(100, 'Courtier invalide.'),
      isPrimary: z.boolean().default(false),
    }),
    { error: AGENTS_REQUIRED },
  )
  .min(1, AGENTS_REQUIRED)
  .max(MAX_PROPERTY_AGENTS, `${MAX_PROPERTY_AGENTS} courtiers au plus.`)
  .superRefine((links, ctx) => {
    const primaries = links.filter((l) => l.isPrimary).length;
    if (primaries === 0) ctx.addIssue({ code: 'custom', message: PRIMARY_REQUIRED });
    if (primaries > 1) ctx.addIssue({ code: 'custom', message: ONE_PRIMARY });
    if (new Set(links.map((l) => l.agentId)).size !== links.length) ctx.addIssue({ code: 'custom', message: AGENT_TWICE });
  });
export type PropertyAgentsInput = z.output<typeof propertyAgentsInputSchema>;

/** POST /api/admin/properties: a new property and its brokers. */
export const propertyInputSchema = z.strictObject({
  ...propertyFields,
  description: propertyFields.description.default(''),
  status: propertyFields.status.default('disponible'),
  photosUrls: propertyFields.photosUrls.default([]),
  bedrooms: propertyFields.bedrooms.default(0),
  bathrooms: propertyFields.bathrooms.default(0),
  isActive: propertyFields.isActive.default(true),
  isFeatured: propertyFields.isFeatured.default(false),
  agents: propertyAgentsInputSchema,
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyInputOutput = z.output<typeof propertyInputSchema>;

/** Fields a PATCH may clear by sending null (the optional ones); required ones cannot be null. */
type Clearable<T extends Record<string, z.ZodType>> = { [K in keyof T]: undefined extends z.output<T[K]> ? z.ZodNullable<T[K]> : T[K] };
const clearable = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, field.safeParse(undefined).success ? field.nullable() : field])) as Clearable<T>;

/**
 * PATCH /api/admin/properties/{id}: only what changed (the featured toggle sends `{ isFeatured }`).
 * `null` clears an optional field; `agents` replaces every link; `expectedUpdatedAt` is the version the
 * form was loaded with (a 409 when someone saved since).
 */
export const propertyChangesSchema = z
  .strictObject({ ...clearable(propertyFields), agents: propertyAgentsInputSchema, expectedUpdatedAt: z.string().max(40) })
  .partial()
  .refine(({ expectedUpdatedAt: _, ...changes }) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' });
export type PropertyChangesInput = z.input<typeof propertyChangesSchema>;
export type PropertyChangesOutput = z.output<typeof propertyChangesSchema>;

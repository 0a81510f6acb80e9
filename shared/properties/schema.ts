import { z } from 'zod';

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

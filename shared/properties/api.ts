import { z } from 'zod';
import { PROPERTY_TYPES, type Property } from './schema.js';

export { BUDGET_RANGES, type BudgetRange } from './budget.js';

const price = z.coerce.number({ error: 'Le prix doit être un nombre.' }).int('Le prix doit être un nombre entier.').min(0, 'Le prix doit être positif.').max(100_000_000, 'Prix trop élevé.');

/** GET /api/properties query: anything else is refused with a 400. */
export const listPropertiesQuerySchema = z
  .strictObject({
    q: z.string().trim().max(100, 'La recherche est trop longue (100 caractères au plus).').optional(),
    location: z.string().trim().max(100, 'Le lieu est trop long (100 caractères au plus).').optional(),
    type: z.enum(PROPERTY_TYPES, { error: 'Type de propriété inconnu.' }).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    limit: z.coerce.number({ error: 'limit doit être un nombre.' }).int().min(1, 'limit doit être entre 1 et 48.').max(48, 'limit doit être entre 1 et 48.').default(12),
    cursor: z.string().max(2000, 'Curseur invalide.').optional(),
  }, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Paramètre inconnu : ${issue.keys.join(', ')}.` : undefined) })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Le prix minimum doit être inférieur au prix maximum.',
    path: ['minPrice'],
  });
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuerySchema>;

/** Fields a visitor may see: everything but server bookkeeping. */
export type PublicProperty = Omit<Property, 'isActive'>;

/** What a card needs (listings, featured carousel). */
export type PropertyCard = Pick<
  Property,
  'id' | 'title' | 'price' | 'location' | 'propertyType' | 'status' | 'imageUrl' | 'bedrooms' | 'bathrooms' | 'areaSqft' | 'surfaceArea' | 'rating' | 'createdAt' | 'description' | 'isFeatured'
>;

export type PropertyAgent = {
  id: string;
  name: string;
  title?: string;
  phone?: string;
  email: string;
  imageUrl?: string;
  calendlyUrl?: string;
  agencyName?: string;
  isPrimary: boolean;
};

export type PropertyDetail = PublicProperty & { agents: PropertyAgent[] };
export type Page<T> = { items: T[]; cursor: string | null };

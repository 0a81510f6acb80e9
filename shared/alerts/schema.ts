import * as z from 'zod/mini';
import { propertyTypeSchema, SALE_CONTEXTS, TRANSACTION_TYPES } from '../properties/schema.js';

import { ALERT_FREQUENCIES } from './labels.js';

/** pending: waiting for the link of the confirmation mail (nothing else is sent); active; paused by its owner. */
export const ALERT_STATUSES = ['pending', 'active', 'paused'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

const price = z.number().check(z.int(), z.gte(0), z.lte(100_000_000));
const rooms = z.number().check(z.gte(0), z.lte(50));
const coordinate = (limit: number) => z.number().check(z.gte(-limit), z.lte(limit));

/**
 * What a saved search looks for: the listing filters of /listings and /carte (text, place, type, price bounds,
 * minimum rooms) and, from the map, the visible area. Every field absent: every new listing.
 */
export const alertCriteriaSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  location: z.optional(z.string().check(z.maxLength(100))),
  propertyType: z.optional(propertyTypeSchema),
  /** The Alerte VIP's: repossessions only. */
  saleContext: z.optional(z.enum(SALE_CONTEXTS)),
  /** Rentals only (`rent`); absent: homes for sale, as the list's default search. */
  transactionType: z.optional(z.enum(TRANSACTION_TYPES)),
  minPrice: z.optional(price),
  maxPrice: z.optional(price),
  bedrooms: z.optional(rooms),
  bathrooms: z.optional(rooms),
  south: z.optional(coordinate(90)),
  west: z.optional(coordinate(180)),
  north: z.optional(coordinate(90)),
  east: z.optional(coordinate(180)),
});
export type AlertCriteria = z.infer<typeof alertCriteriaSchema>;

/** A saved search (an « alerte »): its owner's e-mail, its criteria, and the CASL consent it was created with. */
export const savedSearchSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  ...alertCriteriaSchema.shape,
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  /** The form that created it: the listings, the map, or the finance-takeover page's Alerte VIP. */
  source: z.string().check(z.maxLength(40)),
  /** The consent wording shown by the form, as the server words it, and when it was given (CASL). */
  consentWording: z.string().check(z.maxLength(1000)),
  consentAt: z.string(),
  /** When the link of the confirmation mail was followed (double opt-in). */
  confirmedAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

import * as z from 'zod/mini';
import { propertyStatusSchema, SALE_CONTEXTS, TRANSACTION_TYPES } from '../shared/properties/schema.js';
import { defineEvent } from './envelope.js';

/** What consumers of a property change need without reading the table: lists, toasts, rollups. */
export const propertySummarySchema = z.object({
  title: z.string(),
  location: z.string(),
  price: z.number(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  viewsCount: z.number(),
  createdAt: z.string(),
  /** Added within v1: events written before it have none. */
  status: z.optional(propertyStatusSchema),
  saleContext: z.optional(z.enum(SALE_CONTEXTS)),
  /** Absent: for sale (events written before rentals). */
  transactionType: z.optional(z.enum(TRANSACTION_TYPES)),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/**
 * A property was created, changed or deleted (admin, seed or sync). `before` is null on creation and
 * `after` null on deletion, so a consumer can move counters by the difference (idempotent per event id).
 */
export const PropertyChangedV1 = defineEvent({
  source: 'brokerage.properties',
  detailType: 'PropertyChanged',
  version: 1,
  schema: z.object({
    propertyId: z.string().check(z.minLength(1)),
    change: z.enum(['created', 'updated', 'deleted']),
    before: z.nullable(propertySummarySchema),
    after: z.nullable(propertySummarySchema),
  }),
});

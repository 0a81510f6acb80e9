import { randomUUID } from 'node:crypto';
import type { FeedFields } from '../integrations/realhub-listings.js';
import { propertySchema, type Property } from './schema.js';

/* The listing import's pure rules (unit-tested), apart from its reads and writes. */

/**
 * The property the feed describes: a new one is active and not featured; an existing one takes the
 * feed's fields (photos only when the feed sends some) and keeps the admin's (featured, brokers, scores,
 * active state — except that a listing the sync deactivated comes back active when it returns).
 */
export function nextProperty(previous: Property | null, fields: FeedFields, urls: string[], ctx: { goneOwner?: string; now: Date }): Property {
  const at = ctx.now.toISOString();
  const photos = urls.length > 0 ? { photosUrls: urls, imageUrl: urls[0] } : {};
  if (!previous) return propertySchema.parse({ id: randomUUID(), ...fields, ...photos, isActive: true, isFeatured: false, viewsCount: 0, createdAt: at, updatedAt: at });
  const reactivate = ctx.goneOwner === previous.id;
  return propertySchema.parse({ ...previous, ...fields, ...photos, isActive: reactivate || previous.isActive, updatedAt: at });
}


import { randomUUID } from 'node:crypto';
import type { FeedFields } from '../../integrations/server/realhub-listings.js';
import type { Media } from '../../media/schema.js';
import { propertySchema, type Property } from '../schema.js';

/* The listing import's pure rules (unit-tested), apart from its reads and writes. */

/**
 * The property the feed describes: a new one is active and not featured; an existing one takes the
 * feed's fields (photos only when the feed sends some) and keeps the admin's (featured, brokers, scores,
 * active state — except that a listing the sync deactivated comes back active when it returns). A postal
 * code the feed does not send is kept, unless the address changed (it was the old address's).
 */
export function nextProperty(previous: Property | null, fields: FeedFields, urls: string[], ctx: { goneOwner?: string; now: Date }): Property {
  const at = ctx.now.toISOString();
  const photos = urls.length > 0 ? { photosUrls: urls, imageUrl: urls[0] } : {};
  if (!previous) return propertySchema.parse({ id: randomUUID(), ...fields, ...photos, isActive: true, isFeatured: false, viewsCount: 0, createdAt: at, updatedAt: at });
  const reactivate = ctx.goneOwner === previous.id;
  const { postalCode, ...kept } = previous;
  const stalePostalCode = fields.postalCode === undefined && fields.location.trim() !== previous.location.trim();
  return propertySchema.parse({ ...kept, ...(stalePostalCode || postalCode === undefined ? {} : { postalCode }), ...fields, ...photos, isActive: reactivate || previous.isActive, updatedAt: at });
}

/** A run never deactivates more than this share of the feed's active listings… */
export const MAX_DEACTIVATED_SHARE = 0.5;
/** …unless they are this few (a small catalogue selling most of its listings is plausible). */
export const ALWAYS_DEACTIVATABLE = 3;
/** A photo's media still 'pending' this long after it was written was never processed (the run died before its original was stored). */
export const STALE_PENDING_MS = 15 * 60_000;

/**
 * Why listings gone from the feed must not be deactivated this run, or undefined when they may: an
 * empty feed, a listing without a readable MLS number (a renamed or reformatted field would make
 * every listing look gone), or more than half of the feed's active listings gone at once. Pure: unit-tested.
 */
export function deactivationGuard(feed: { listings: number; unreadableMls: number }, gone: number, feedActive: number): string | undefined {
  if (gone === 0) return undefined;
  if (feed.listings === 0) return 'flux vide';
  if (feed.unreadableMls > 0) return `${feed.unreadableMls} annonce(s) sans numéro MLS lisible`;
  if (gone > ALWAYS_DEACTIVATABLE && gone > feedActive * MAX_DEACTIVATED_SHARE) return `${gone} annonces sur ${feedActive} absentes du flux`;
  return undefined;
}

/** Whether an imported photo's media can be shown: processed or still being processed; a failed or stale pending one is imported again. Pure. */
export function usableImport(media: Pick<Media, 'status' | 'createdAt'> | undefined, now: Date): boolean {
  if (!media || media.status === 'failed') return false;
  if (media.status === 'pending' && now.getTime() - Date.parse(media.createdAt) > STALE_PENDING_MS) return false;
  return true;
}

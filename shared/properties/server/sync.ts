import { randomUUID } from 'node:crypto';
import { downloadPhoto, mapListing, realhubListings, type FeedCredentials } from '../../integrations/server/realhub-listings.js';
import { mediaRepository } from '../../media/server/repository.js';
import { photoUrl } from '../../media/renditions.js';
import { mediaSchema } from '../../media/schema.js';
import { photoStorage } from '../../media/server/storage.js';
import { logger } from '../../observability/logger.js';
import type { SyncSummary } from '../api.js';
import { propertyRepository } from './repository.js';
import { sameProperty } from './change-event.js';
import { feedPositionPlan, locate, withPosition } from './position.js';
import { deactivationGuard, nextProperty, usableImport } from './sync-rules.js';
import { GONE_SCOPE, MLS_SCOPE, PHOTO_SCOPE, photoSourceKey, propertySyncRepository, type NewPhoto } from './sync-repository.js';

export type SyncOptions = {
  /** Stop starting new listings this long after the run began (the 'Synchroniser' button: below API Gateway's 30 s). */
  deadlineMs?: number;
};

type Mapped = Extract<ReturnType<typeof mapListing>, { ok: true }>;

/**
 * Imports the listing feed (the scheduled job and the 'Synchroniser' button run this same function):
 * 1. the WHOLE feed is read first: a page failing after the retries fails the run before anything is written;
 * 2. each listing is upserted by MLS number in ONE transaction (property, MLS claim, new photos' media, event):
 *    a failure part-way leaves each property either fully written or untouched, and stops the run;
 * 3. only when every listing went through (and the run met its deadline, if it has one) are the feed's
 *    properties gone from it made inactive (never deleted), unless the feed looks broken (deactivationGuard).
 * Photos go through the photo pipeline: downloaded before the transaction, their original put in the
 * uploads bucket right after it, so photo-process renders them (they are 'pending' until then).
 * Positions: the feed's postal code and coordinates are kept; a listing without coordinates is geocoded when
 * it is new or its address changed (position.ts), never at every run.
 */
export async function syncProperties(credentials: FeedCredentials, now = new Date(), options: SyncOptions = {}): Promise<SyncSummary> {
  const startedAt = Date.now();
  const raw = await realhubListings.readAll(credentials);
  const summary: SyncSummary = { inserted: 0, updated: 0, deactivated: 0, unchanged: 0, skipped: 0, withheld: 0, complete: true, remaining: 0 };
  let unreadableMls = 0;

  // Every MLS number the feed names, even of a listing we cannot import: that one is not "gone".
  const inFeed = new Set<string>();
  const listings: Mapped[] = [];
  for (const item of raw) {
    const mapped = mapListing(item);
    if (mapped.mlsNumber) inFeed.add(mapped.mlsNumber);
    else unreadableMls++;
    if (!mapped.ok) {
      summary.skipped++;
      logger.warn('property-sync: listing skipped', { mlsNumber: mapped.mlsNumber, reason: mapped.reason });
    } else if (listings.some((l) => l.mlsNumber === mapped.mlsNumber)) {
      summary.skipped++;
      logger.warn('property-sync: listing skipped', { mlsNumber: mapped.mlsNumber, reason: 'numéro MLS en double dans le flux' });
    } else listings.push(mapped);
  }

  const mlsNumbers = listings.map((l) => l.mlsNumber);
  const sourceUrls = listings.flatMap((l) => l.photoUrls);
  const [claims, gone, active, photoClaims, brokerId] = await Promise.all([
    propertySyncRepository.owners(MLS_SCOPE, mlsNumbers),
    propertySyncRepository.owners(GONE_SCOPE, mlsNumbers),
    propertySyncRepository.activeWithMls(),
    propertySyncRepository.owners(PHOTO_SCOPE, sourceUrls.map(photoSourceKey)),
    propertySyncRepository.defaultBrokerId(),
  ]);
  // A photo imported before is reused unless its processing failed or it stayed pending too long (then it is imported again).
  const importedMedia = new Map((await mediaRepository.getMany([...new Set(photoClaims.values())])).map((m) => [m.id, m]));
  // An active property typed in by hand with the same MLS number is adopted rather than duplicated.
  const activeByMls = new Map(active.map((p) => [p.mlsNumber, p.id]));

  // Photos imported during this run (a photo two listings share is downloaded once).
  const importedNow = new Map<string, string>();
  for (const [index, listing] of listings.entries()) {
    if (options.deadlineMs !== undefined && Date.now() - startedAt > options.deadlineMs) {
      // Out of time: what is written stays (each listing whole); the scheduled run does the rest.
      summary.complete = false;
      summary.remaining = listings.length - index;
      logger.warn('property-sync: deadline reached, run left incomplete', { remaining: summary.remaining });
      return summary;
    }
    const { outcome, photos } = await upsert(listing, {
      claimOwner: claims.get(listing.mlsNumber),
      goneOwner: gone.get(listing.mlsNumber),
      adoptable: activeByMls.get(listing.mlsNumber),
      brokerId,
      photoOwner: (url) => importedNow.get(url) ?? photoClaims.get(photoSourceKey(url)),
      usableMedia: (id) => [...importedNow.values()].includes(id) || usableImport(importedMedia.get(id), now),
      now,
    });
    for (const photo of photos) importedNow.set(photo.sourceUrl, photo.media.id);
    summary[outcome]++;
  }

  // Only now that every listing went through: a failed run above deactivates nothing.
  // Only the feed's own listings (their MLS claim is theirs); one typed in by hand is not the feed's to remove.
  const activeClaims = await propertySyncRepository.owners(MLS_SCOPE, active.map((p) => p.mlsNumber));
  const feedActive = active.filter((p) => activeClaims.get(p.mlsNumber) === p.id);
  const candidates = feedActive.filter((p) => !inFeed.has(p.mlsNumber));
  const refusal = deactivationGuard({ listings: raw.length, unreadableMls }, candidates.length, feedActive.length);
  if (refusal) {
    summary.withheld = candidates.length;
    logger.warn('property-sync: deactivation withheld, the feed looks incomplete', { reason: refusal, withheld: candidates.length, feedActive: feedActive.length });
    return summary;
  }
  for (const candidate of candidates) {
    const previous = await propertyRepository.get(candidate.id);
    if (!previous?.isActive) continue;
    await propertySyncRepository.deactivate(previous, candidate.mlsNumber, now);
    summary.deactivated++;
  }
  return summary;
}

type UpsertContext = {
  claimOwner?: string;
  goneOwner?: string;
  adoptable?: string;
  brokerId?: string;
  photoOwner: (url: string) => string | undefined;
  usableMedia: (id: string) => boolean;
  now: Date;
};

async function upsert(listing: Mapped, ctx: UpsertContext): Promise<{ outcome: 'inserted' | 'updated' | 'unchanged'; photos: NewPhoto[] }> {
  const at = ctx.now.toISOString();
  const previous = (ctx.claimOwner && (await propertyRepository.get(ctx.claimOwner))) || (ctx.adoptable ? await propertyRepository.get(ctx.adoptable) : null);

  // Photos: the ones imported before keep their media; new ones are downloaded now, before anything is written.
  const photos: NewPhoto[] = [];
  const originals = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const urls: string[] = [];
  for (const sourceUrl of listing.photoUrls) {
    const owner = ctx.photoOwner(sourceUrl);
    if (owner && ctx.usableMedia(owner)) {
      urls.push(photoUrl(owner));
      continue;
    }
    const download = await downloadPhoto(sourceUrl);
    if (!download.ok) {
      logger.warn('property-sync: photo left out', { mlsNumber: listing.mlsNumber, reason: download.reason });
      continue;
    }
    const media = mediaSchema.parse({ id: randomUUID(), purpose: 'property', status: 'pending', contentType: download.contentType, size: download.bytes.byteLength, createdAt: at, updatedAt: at });
    photos.push({ media, sourceUrl, previousOwner: owner });
    originals.set(media.id, download);
    urls.push(photoUrl(media.id));
  }

  let next = nextProperty(previous, listing.fields, urls, ctx);
  // The feed's coordinates, else a new listing or a new address is geocoded (not found: imported non localisée).
  if (feedPositionPlan(previous, listing.fields) === 'geocode') next = withPosition(next, await locate(next, { propertyId: next.id, mlsNumber: listing.mlsNumber }));
  // Nothing to write (no event either) when the feed says what is stored and the claims are in place.
  if (previous && ctx.claimOwner === previous.id && !ctx.goneOwner && photos.length === 0 && sameProperty(previous, next)) return { outcome: 'unchanged', photos };

  await propertySyncRepository.write(
    {
      next,
      previous,
      mlsNumber: listing.mlsNumber,
      claimOwner: ctx.claimOwner,
      brokerId: ctx.brokerId,
      photos,
      clearGone: Boolean(ctx.goneOwner),
    },
    ctx.now,
  );
  await sendOriginals(photos, originals);
  return { outcome: previous ? 'updated' : 'inserted', photos };
}

/**
 * The originals go to the uploads bucket only once their media items exist (photo-process drops an
 * original it has no pending media for). If one cannot be stored, its media is marked failed so the
 * next run imports that photo again.
 */
async function sendOriginals(photos: NewPhoto[], originals: Map<string, { bytes: Uint8Array; contentType: string }>) {
  for (const { media } of photos) {
    const original = originals.get(media.id)!;
    try {
      await photoStorage.putUpload(media.id, original.bytes, media.contentType);
    } catch (error) {
      logger.error('property-sync: original not stored', { mediaId: media.id, error: error instanceof Error ? error.message : String(error) });
      await mediaRepository.settle(media.id, { status: 'failed', error: "La photo importée n'a pas pu être enregistrée." });
    }
  }
}

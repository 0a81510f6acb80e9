import { createHash } from 'node:crypto';
import { sameVersion } from '../../db/model.js';
import { db } from '../../db/service.js';
import { assertCommitted } from '../../db/transactions.js';
import type { AuditEntry } from '../../audit/schema.js';
import type { Media } from '../../media/schema.js';
import { SITE_COUNTER_ID, activeDelta } from '../../stats/counters.js';
import { propertyChangedEvent } from './change-event.js';
import { mapWrites } from './map-repository.js';
import { propertyItem as toItem } from '../keys.js';
import { withPriceHistory } from '../price-history.js';
import type { Property } from '../schema.js';

/**
 * What the listing import keeps in the table besides the properties (docs/data-model.md), all as
 * `uniqueValue` items written in the same transaction as the property they concern:
 * - `realhub-mls#<MLS>` → property id: one property per MLS number, and the mark that it came from the feed;
 * - `realhub-gone#<MLS>` → property id: the sync deactivated it because it left the feed (so it may reactivate it);
 * - `realhub-photo#<sha256 of the source URL>` → media id: a photo already imported is never downloaded again.
 */
export const MLS_SCOPE = 'realhub-mls';
export const GONE_SCOPE = 'realhub-gone';
export const PHOTO_SCOPE = 'realhub-photo';
export const photoSourceKey = (url: string) => createHash('sha256').update(url).digest('hex');

export const SYNC_CONFLICT = 'Cette propriété a été modifiée pendant la synchronisation : relancez-la.';


type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
const countActive = (siteCounter: TransactionEntities['siteCounter'], delta: number) =>
  delta === 0 ? [] : [siteCounter.update({ counter: SITE_COUNTER_ID }).add({ activeProperties: delta }).commit()];

/** A claim this owner may take: free, or already its own (or, when `from` is given, the previous owner's). */
const claim = ({ uniqueValue }: TransactionEntities, scope: string, value: string, ownerId: string, from?: string) =>
  uniqueValue
    .put({ scope, value, ownerId })
    .where((a, op) => [op.notExists(a.ownerId), op.eq(a.ownerId, ownerId), ...(from && from !== ownerId ? [op.eq(a.ownerId, from)] : [])].join(' OR '))
    .commit();

/**
 * The stored property becomes `next` if it is still the version read, as the admin update does: every
 * index key re-derived, and the view count (also an index key) checked, so a view counted meanwhile is never undone.
 * A field `next` no longer has is removed (a position dropped with its old address, the old address's postal code).
 */
const patchOver = (t: TransactionEntities, previous: Property, next: Property) => {
  const { id, createdAt, viewsCount, ...rest } = toItem(next);
  const gone = (Object.keys(previous) as (keyof Property)[]).filter((name): name is Exclude<keyof Property, 'id'> => name !== 'id' && !(name in next));
  const patch = t.property.patch({ id }).set(rest);
  return (gone.length ? patch.remove(gone) : patch)
    .composite({ createdAt, viewsCount })
    .where((a, op) => `${sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt)} AND ${op.eq(a.viewsCount, viewsCount)}`)
    .commit();
};

/** A new photo of the import: its pending media item and the claim remembering its source URL. */
export type NewPhoto = { media: Media; sourceUrl: string; previousOwner?: string };

export type ListingWrite = {
  /** The property as it will be stored (updatedAt set). */
  next: Property;
  /** The stored one it replaces (version-checked), or null for a new one. */
  previous: Property | null;
  mlsNumber: string;
  /** A new property's primary broker (checked to still exist when the transaction commits), if any. */
  brokerId?: string;
  /** The owner the MLS claim had when read (a deleted property's id), or undefined. */
  claimOwner?: string;
  photos: NewPhoto[];
  /** The listing came back after the sync deactivated it: its gone mark is deleted. */
  clearGone: boolean;
};

export const propertySyncRepository = {
  /** Owners of some claims of one scope (BatchGetItem), by value. */
  async owners(scope: string, values: readonly string[]): Promise<Map<string, string>> {
    if (values.length === 0) return new Map();
    const { data, unprocessed } = await db.entities.uniqueValue.get([...new Set(values)].map((value) => ({ scope, value }))).go({ preserveBatchOrder: false });
    if (unprocessed.length) throw new Error(`Claim batch read left ${unprocessed.length} keys unprocessed`);
    return new Map(data.map((c) => [c.value, c.ownerId]));
  },

  /** Active properties that carry an MLS number (a Query of the listing index, keys only): matching and deactivation candidates. */
  async activeWithMls(): Promise<{ id: string; mlsNumber: string }[]> {
    const { data } = await db.entities.property.query
      .byListState({ listState: 'active' })
      .go({ pages: 'all', attributes: ['id', 'mlsNumber', 'listState', 'createdAt'] });
    return data.flatMap((p) => (p.mlsNumber ? [{ id: p.id, mlsNumber: p.mlsNumber }] : []));
  },

  /**
   * The broker an imported listing is given until an admin picks one: the first active broker in the
   * site's order (co-presidents first). A public property page needs an active broker to be shown.
   */
  async defaultBrokerId(): Promise<string | undefined> {
    const { data } = await db.entities.agent.query.byListState({ listState: 'active' }).go({ limit: 1, attributes: ['id', 'listState', 'presidentRank', 'sortName'] });
    return data[0]?.id;
  },

  /**
   * One listing's whole write in ONE transaction: the property (created, or put over the version read),
   * its MLS claim, a new one's broker link, its new photos' pending media items and source claims, the active count and its
   * PropertyChanged event. Either all of it is stored or none of it.
   */
  async write(write: ListingWrite, now: Date) {
    const w = { ...write, next: withPriceHistory(write.previous, write.next) };
    const result = await db.transaction
      .write((t) => [
        w.previous ? patchOver(t, w.previous, w.next) : t.property.create(toItem(w.next)).commit(),
        claim(t, MLS_SCOPE, w.mlsNumber, w.next.id, w.claimOwner),
        ...(w.brokerId && !w.previous
          ? [
              t.agent.check({ id: w.brokerId }).where((a, op) => op.exists(a.id)).commit(),
              t.propertyAgent.put({ propertyId: w.next.id, agentId: w.brokerId, isPrimary: true }).commit(),
            ]
          : []),
        ...w.photos.flatMap((p) => [t.media.create(p.media).commit(), claim(t, PHOTO_SCOPE, photoSourceKey(p.sourceUrl), p.media.id, p.previousOwner)]),
        ...(w.clearGone ? [t.uniqueValue.delete({ scope: GONE_SCOPE, value: w.mlsNumber }).commit()] : []),
        ...countActive(t.siteCounter, activeDelta(w.previous, w.next)),
        t.outbox.create(propertyChangedEvent(w.next.id, w.previous, w.next, now)).commit(),
        // The area index (the map), as every property write keeps it.
        ...mapWrites(t, w.previous, w.next),
      ])
      .go();
    assertCommitted(result, SYNC_CONFLICT);
  },

  /** A listing gone from the feed: the property becomes inactive (never deleted), marked as deactivated by the sync. */
  async deactivate(previous: Property, mlsNumber: string, now: Date) {
    const next: Property = { ...previous, isActive: false, updatedAt: now.toISOString() };
    const result = await db.transaction
      .write((t) => [
        patchOver(t, previous, next),
        t.uniqueValue.put({ scope: GONE_SCOPE, value: mlsNumber, ownerId: previous.id }).commit(),
        ...countActive(t.siteCounter, activeDelta(previous, next)),
        t.outbox.create(propertyChangedEvent(next.id, previous, next, now)).commit(),
        ...mapWrites(t, previous, next),
      ])
      .go();
    assertCommitted(result, SYNC_CONFLICT);
  },

  /** The trace of a run an admin started (the journal shows who synchronised, and what it did). */
  async recordRun(audit: AuditEntry) {
    await db.entities.auditEntry.create(audit).go();
  },
};

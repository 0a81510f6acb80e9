import type { AuditEntry } from '../../audit/schema.js';
import type { OutboxRecord } from '../../newsletter/server/repository.js';
import { db } from '../../db/service.js';
import { conditionFailed, isConditionalFailure } from '../../db/transactions.js';
import { CLAIM_LEASE_MS } from '../../newsletter/campaign-sending.js';
import { ConflictError } from '../../errors.js';
import { changeOfKey, criteriaOf, matchKeysOf, type AlertChange } from '../rules.js';
import { countBy, counterStore } from '../../stats/server/counter-store.js';
import { ALERT_COUNTER_SCOPE, alertCounterDeltas, ALERT_TOTALS_BUCKET, mailsSentKey, toAlertStats, weekBucket, type AlertStats } from '../counters.js';
import { ownerKeyOf } from './owner.js';
import type { AlertFrequency } from '../labels.js';
import type { AlertCriteria, SavedSearch } from '../schema.js';

export type DigestFrequency = Exclude<AlertFrequency, 'immediate'>;
export type PendingItem = { searchId: string; propertyId: string; change: AlertChange };
/** A claim as the sender reads it: what it tells, and how far it went. */
export type Delivery = { searchId: string; propertyId: string; change: string; fromPrice?: number; sentAt?: string; settledAt?: string; pendingDigest?: string };

/** A delivery marker outlives any resend of the same event by far (the bus retries within hours): a year. */
const DELIVERY_TTL_SECONDS = 365 * 24 * 3600;

type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** The index keys of a saved search: those of its criteria while it is active, none otherwise. */
const indexedKeys = (search: SavedSearch) => (search.status === 'active' ? matchKeysOf(search) : []);
const matchKeyPuts = (entities: TransactionEntities, search: SavedSearch, keys: string[]) =>
  keys.map((matchKey) => entities.alertMatchKey.put({ matchKey, searchId: search.id, ...criteriaOf(search) }).commit());
const matchKeyDeletes = (entities: TransactionEntities, search: SavedSearch, keys: string[]) =>
  keys.map((matchKey) => entities.alertMatchKey.delete({ matchKey, searchId: search.id }).commit());

/** The counters' share of a transaction (shared/alerts/counters.ts). */
const counted = (entities: TransactionEntities, before: SavedSearch | null, after: SavedSearch | null) =>
  alertCounterDeltas(before, after).flatMap((d) => countBy(entities.counter, d.key, d.by));

type Ops = { eq: (attr: never, value: string) => string; notExists: (attr: never) => string };
/** The stored alert is still the one read: same status and `updatedAt` (none for one never changed). */
const sameState = <A extends { status: unknown; updatedAt: unknown }>(op: Ops, a: A, read: SavedSearch) =>
  `${op.eq(a.status as never, read.status)} AND ${read.updatedAt ? op.eq(a.updatedAt as never, read.updatedAt) : op.notExists(a.updatedAt as never)}`;

const toItem = (search: SavedSearch) => ({ ...search, ownerKey: ownerKeyOf(search.email), ...(search.status === 'pending' ? { pendingKey: 'pending' } : {}) });
const fromItem = ({ ownerKey: _, pendingKey: _p, ...search }: SavedSearch & { ownerKey: string; pendingKey?: string }): SavedSearch => search;

export type Candidate = AlertCriteria & { searchId: string };

export const alertRepository = {
  async get(id: string): Promise<SavedSearch | null> {
    const { data } = await db.entities.savedSearch.get({ id }).go({ consistent: true });
    return data ? fromItem(data) : null;
  },

  /** One owner's alerts (shared/alerts/server/owner.ts), oldest first (at most MAX_ALERTS_PER_EMAIL exist). */
  async listByOwner(ownerKey: string): Promise<SavedSearch[]> {
    const { data } = await db.entities.savedSearch.query.byOwner({ ownerKey }).go({ pages: 'all' });
    return data.map(fromItem);
  },

  /** A new, pending saved search and the event of its confirmation mail, together. */
  async createWithEvent(search: SavedSearch, event: OutboxRecord): Promise<void> {
    const result = await db.transaction
      .write((entities) => [entities.savedSearch.create(toItem(search)).commit(), entities.outbox.create(event).commit(), ...counted(entities, null, search)])
      .go();
    if (conditionFailed(result)) throw new Error(`Saved search ${search.id} already exists`);
  },

  /** A saved search active at once (the Alerte VIP accepted from its offer mail), with its index items. */
  async createActive(search: SavedSearch): Promise<boolean> {
    const result = await db.transaction.write((entities) => [entities.savedSearch.create(toItem(search)).commit(), ...matchKeyPuts(entities, search, indexedKeys(search)), ...counted(entities, null, search)]).go();
    return !conditionFailed(result);
  },

  /** A mail an alert sent (immediate or digest), counted in its week. */
  async countMail(now: Date): Promise<void> {
    await counterStore.add(mailsSentKey(now), 1);
  },

  /** « Alertes »: counts by status and frequency, mails this week; two counter reads, never a count of the items. */
  async stats(now: Date): Promise<AlertStats> {
    const [totals, thisWeek] = await Promise.all([counterStore.bucket(ALERT_COUNTER_SCOPE, ALERT_TOTALS_BUCKET), counterStore.bucket(ALERT_COUNTER_SCOPE, weekBucket(now))]);
    return toAlertStats(totals, thisWeek);
  },

  /** An event of its own (no item changes with it): the Alerte VIP offer's. */
  async publish(event: OutboxRecord): Promise<void> {
    await db.entities.outbox.create(event).go();
  },

  /** Claims the Alerte VIP offer of one subscriber: false when it was already made (one offer each, ever). */
  async claimVipOffer(subscriberId: string): Promise<boolean> {
    try {
      await db.entities.uniqueValue.create({ scope: 'alert-vip-offer', value: subscriberId, ownerId: subscriberId }).go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  async releaseVipOffer(subscriberId: string): Promise<void> {
    await db.entities.uniqueValue.delete({ scope: 'alert-vip-offer', value: subscriberId }).go();
  },

  /**
   * Writes a change of a saved search (confirmed, paused, resumed, another frequency) with its index items moved,
   * only if the stored one is still `before` (same status and updatedAt): false when another request won.
   */
  async replace(before: SavedSearch, after: SavedSearch): Promise<boolean> {
    // Criteria never change here (only status and frequency): the keys in both stay as they are, and a transaction
    // may not touch one item twice.
    const [was, is] = [indexedKeys(before), indexedKeys(after)];
    const result = await db.transaction
      .write((entities) => [
        entities.savedSearch
          .put(toItem(after))
          .where((a, op) => sameState(op, a, before))
          .commit(),
        ...matchKeyDeletes(entities, before, was.filter((key) => !is.includes(key))),
        ...matchKeyPuts(entities, after, is.filter((key) => !was.includes(key))),
        ...counted(entities, before, after),
      ])
      .go();
    return !conditionFailed(result);
  },

  /**
   * Deletes a saved search and its index items (with the admin's audit entry), conditioned on the version read, so
   * the index items and counters removed are its own; a change meanwhile is read again. What it was told stays until
   * its markers expire.
   */
  async delete(search: SavedSearch, audit?: AuditEntry): Promise<void> {
    let current: SavedSearch | null = search;
    for (let attempt = 0; current && attempt < 3; attempt++) {
      const read: SavedSearch = current;
      const result = await db.transaction
        .write((entities) => [
          entities.savedSearch.delete({ id: read.id }).where((a, op) => sameState(op, a, read)).commit(),
          ...matchKeyDeletes(entities, read, indexedKeys(read)),
          ...counted(entities, read, null),
          ...(audit ? [entities.auditEntry.create(audit).commit()] : []),
        ])
        .go();
      if (!conditionFailed(result)) return;
      // Changed (or deleted: then nothing is left to do) since it was read.
      current = await this.get(read.id);
    }
    if (current) throw new ConflictError('Cette alerte vient d’être modifiée. Réessayez.');
  },

  /** Deletes an unconfirmed saved search if it still is as read (a pending one has no index items): false when it changed (confirmed meanwhile). */
  async deletePending(search: SavedSearch): Promise<boolean> {
    if (search.status !== 'pending') return false;
    const result = await db.transaction
      .write((entities) => [entities.savedSearch.delete({ id: search.id }).where((a, op) => sameState(op, a, search)).commit(), ...counted(entities, search, null)])
      .go();
    return !conditionFailed(result);
  },

  /** Saved searches still unconfirmed that were created before this instant (the sparse pending index), oldest first. */
  async pendingBefore(before: Date): Promise<SavedSearch[]> {
    const { data } = await db.entities.savedSearch.query.byPending({ pendingKey: 'pending' }).lt({ createdAt: before.toISOString() }).go({ pages: 'all' });
    return data.map(fromItem);
  },

  /** The active saved searches filed under one index key, with their criteria (shared/alerts/rules.ts, candidateKeysOf). */
  async candidates(matchKey: string): Promise<Candidate[]> {
    const { data } = await db.entities.alertMatchKey.query.byKey({ matchKey }).go({ pages: 'all' });
    return data.map(({ matchKey: _key, ...candidate }) => candidate);
  },

  /** The saved searches that were already told about a listing (to tell them its status). */
  async searchesThatSent(propertyId: string): Promise<string[]> {
    const { data } = await db.entities.alertDelivery.query.byProperty({ propertyId }).go({ pages: 'all', attributes: ['searchId', 'sentAt', 'settledAt'] });
    // Sent, or still to be sent (queued, or waiting for its digest); not a change dropped unsent (its alert or listing went).
    return [...new Set(data.filter((d) => d.sentAt || !d.settledAt).map((d) => d.searchId))];
  },

  async getMany(ids: string[]): Promise<SavedSearch[]> {
    if (ids.length === 0) return [];
    const { data } = await db.entities.savedSearch.get(ids.map((id) => ({ id }))).go({ preserveBatchOrder: false });
    return data.map(fromItem);
  },

  /**
   * Claims one change of one listing for one alert: false when it was already claimed (the same event delivered
   * again, or the same change seen twice). An immediate alert's claim is marked sent once its mail is; a digest's
   * waits under its frequency for the digest job.
   */
  async claimDelivery(searchId: string, propertyId: string, change: AlertChange, digest: DigestFrequency | null, now: Date): Promise<boolean> {
    try {
      await db.entities.alertDelivery
        .create({
          searchId,
          propertyId,
          change: change.key,
          fromPrice: change.kind === 'price-drop' ? change.from : undefined,
          createdAt: now.toISOString(),
          pendingDigest: digest ?? undefined,
          expiresAt: Math.floor(now.getTime() / 1000) + DELIVERY_TTL_SECONDS,
        })
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /** These claims of one alert as stored (a BatchGet); a claim that does not exist is absent. */
  async deliveries(searchId: string, items: readonly { propertyId: string; change: string }[]): Promise<Delivery[]> {
    if (items.length === 0) return [];
    const { data, unprocessed } = await db.entities.alertDelivery.get(items.map((i) => ({ searchId, ...i }))).go();
    if (unprocessed.length) throw new Error(`Alert delivery batch read left ${unprocessed.length} keys unprocessed`);
    return data.map(({ searchId, propertyId, change, fromPrice, sentAt, settledAt, pendingDigest }) => ({ searchId, propertyId, change, fromPrice, sentAt, settledAt, pendingDigest }));
  },

  /**
   * Takes a claim for its mail (a lease of CLAIM_LEASE_MS): false when it is settled or another sender holds it. A
   * lease older than that belongs to a sender that died; its mail may have left, and is sent at most once more.
   */
  async claimSending(searchId: string, propertyId: string, change: string, now: Date): Promise<boolean> {
    const expired = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
    try {
      await db.entities.alertDelivery
        .patch({ searchId, propertyId, change })
        .set({ sendingAt: now.toISOString() })
        .where((a, op) => `${op.notExists(a.sentAt)} AND ${op.notExists(a.settledAt)} AND (${op.notExists(a.sendingAt)} OR ${op.lt(a.sendingAt, expired)})`)
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /** A mail SES could not take now: its claims go back, for the queue's next delivery of the message. */
  async releaseSending(searchId: string, propertyId: string, change: string): Promise<void> {
    await db.entities.alertDelivery.patch({ searchId, propertyId, change }).remove(['sendingAt']).go();
  },

  /** A told change settled: mailed at `sentAt`, or (null) dropped unsent (the alert or the listing went since, or SES refused it). */
  async settle(searchId: string, propertyId: string, change: string, sentAt: Date | null, now = new Date()): Promise<void> {
    const update = db.entities.alertDelivery.patch({ searchId, propertyId, change }).remove(['pendingDigest', 'sendingAt']);
    await update.set({ settledAt: now.toISOString(), ...(sentAt ? { sentAt: sentAt.toISOString() } : {}) }).go();
  },

  /** The changes waiting for a digest of this frequency (a sparse index: only those), grouped by the reader. */
  async pendingDigestItems(frequency: DigestFrequency): Promise<PendingItem[]> {
    const { data } = await db.entities.alertDelivery.query.pendingDigests({ pendingDigest: frequency }).go({ pages: 'all' });
    return data.map((d) => ({ searchId: d.searchId, propertyId: d.propertyId, change: changeOfKey(d.change, d.fromPrice) }));
  },
};

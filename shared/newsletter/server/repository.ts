import { createConversions } from 'electrodb';
import type { AuditEntry } from '../../audit/schema.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { db } from '../../db/service.js';
import { conditionFailed, isConditionalFailure } from '../../db/transactions.js';
import { ConflictError } from '../../errors.js';
import { countBy, counterStore } from '../../stats/server/counter-store.js';
import type { CounterKey } from '../../stats/counters.js';
import { foldForSearch } from '../../text.js';
import { ADMIN_SUBSCRIBER_FIELDS, SUBSCRIBER_CHANGED, type AdminSubscriber, type AdminSubscribersQuery } from '../admin.js';
import { SUBSCRIBER_COUNTER_SCOPE, TOTALS_BUCKET, monthBucket, subscriberCounterDeltas, toSubscriberStats, type SubscriberStats } from '../counters.js';
import { subscriberKeys } from '../keys.js';
import type { Subscriber } from '../schema.js';

export type OutboxRecord = Parameters<typeof db.entities.outbox.create>[0];
type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** An absent name or unsubscribedAt is stored absent and read back as null, the API's shape. */
const toItem = ({ name, unsubscribedAt, ...rest }: Subscriber) => ({
  ...rest,
  name: name ?? undefined,
  unsubscribedAt: unsubscribedAt ?? undefined,
  ...subscriberKeys({ email: rest.email, name }),
});
type Row = Omit<Subscriber, 'name' | 'unsubscribedAt'> & Partial<Pick<Subscriber, 'name' | 'unsubscribedAt'>>;
const fromItem = ({ searchText: _, ...row }: Row & { searchText?: string }): Subscriber => ({ ...row, name: row.name ?? null, unsubscribedAt: row.unsubscribedAt ?? null });

/** The counters' share of a transaction: what moves from `before` to `after` (shared/newsletter/counters.ts). */
const counted = (counter: TransactionEntities['counter'], before: Parameters<typeof subscriberCounterDeltas>[0], after: Parameters<typeof subscriberCounterDeltas>[1]) =>
  subscriberCounterDeltas(before, after).flatMap((d) => countBy(counter, d.key, d.by));


const conversions = createConversions(db.entities.subscriber);
/** A search reads at most MAX_READS pages of READ_SIZE index items per request, then answers with a cursor. */
const READ_SIZE = 100;
const MAX_READS = 5;

export const subscriberRepository = {
  async get(email: string): Promise<Subscriber | null> {
    const { data } = await db.entities.subscriber.get({ email }).go({ consistent: true });
    return data ? fromItem(data) : null;
  },

  async getById(id: string): Promise<Subscriber | null> {
    const { data } = await db.entities.subscriber.query.byId({ id }).go({ limit: 1 });
    return data[0] ? fromItem(data[0]) : null;
  },

  /**
   * The new subscriber, its event and its counters in one transaction. `create` is conditional on the
   * e-mail being absent: of two concurrent requests only one inserts; false for the other.
   */
  async createWithEvent(subscriber: Subscriber, event: OutboxRecord): Promise<boolean> {
    const result = await db.transaction
      .write(({ subscriber: subscribers, outbox, counter }) => [
        subscribers.create(toItem(subscriber)).commit(),
        outbox.create(event).commit(),
        ...counted(counter, null, subscriber),
      ])
      .go();
    return !conditionFailed(result);
  },

  /** Writes a subscriber as given, new or over the same e-mail (the demo seed), counters moved by the difference. */
  async save(subscriber: Subscriber): Promise<void> {
    const previous = await this.get(subscriber.email);
    const result = await db.transaction
      .write(({ subscriber: subscribers, counter }) => [
        subscribers
          .put(toItem(subscriber))
          .where((a, op) => (previous ? `${op.eq(a.status, previous.status)} AND ${op.eq(a.createdAt, previous.createdAt)}` : op.notExists(a.email)))
          .commit(),
        ...counted(counter, previous, subscriber),
      ])
      .go();
    if (conditionFailed(result)) throw new ConflictError(SUBSCRIBER_CHANGED);
  },

  /**
   * New subscribers in bulk, without events (benches and tests that need thousands): batch writes of 25, then
   * each counter moved once by its total. Neither conditional nor atomic, unlike `save`: for addresses known to be new.
   */
  async createMany(list: Subscriber[]): Promise<void> {
    const { unprocessed } = await db.entities.subscriber.put(list.map(toItem)).go({ concurrency: 4 });
    if (unprocessed.length) throw new Error(`${unprocessed.length} subscribers were not written`);
    const totals = new Map<string, Parameters<typeof counterStore.add>>();
    for (const { key, by } of list.flatMap((s) => subscriberCounterDeltas(null, s))) {
      const id = `${key.bucket}|${key.name}`;
      totals.set(id, [key, (totals.get(id)?.[1] ?? 0) + by]);
    }
    for (const [key, by] of totals.values()) await counterStore.add(key, by);
  },

  /** Active again, only if still unsubscribed (a concurrent re-subscription makes this false). */
  async reactivateWithEvent(subscriber: Subscriber, event: OutboxRecord): Promise<boolean> {
    const { email, name, subscribedAt, createdAt, consentAt, consentSource, consentText } = subscriber;
    const result = await db.transaction
      .write(({ subscriber: subscribers, outbox, counter }) => [
        subscribers
          .patch({ email })
          .set({ status: 'active', createdAt, subscribedAt, consentAt, consentSource, consentText, ...subscriberKeys(subscriber), ...(name ? { name } : {}) })
          .remove(['unsubscribedAt'])
          .where((a, op) => op.eq(a.status, 'unsubscribed'))
          .commit(),
        outbox.create(event).commit(),
        ...counted(counter, { ...subscriber, status: 'unsubscribed' }, subscriber),
      ])
      .go();
    return !conditionFailed(result);
  },

  /**
   * Moves a subscriber between active and unsubscribed (unsubscribedAt set, or cleared), only if its
   * status is still the one read; with its counters, for an admin, its audit entry, and `alsoCount` (the
   * campaign whose link unsubscribed them). False when
   * another request changed or deleted it first.
   */
  async setStatus(current: Subscriber, status: Subscriber['status'], at: string, audit?: AuditEntry, alsoCount?: CounterKey): Promise<boolean> {
    if (current.status === status) return true;
    const { email, createdAt } = current;
    const result = await db.transaction
      .write(({ subscriber: subscribers, counter, auditEntry }) => [
        (status === 'unsubscribed'
          ? subscribers.patch({ email }).set({ status, createdAt, unsubscribedAt: at })
          : subscribers.patch({ email }).set({ status, createdAt }).remove(['unsubscribedAt'])
        )
          .where((a, op) => op.eq(a.status, current.status))
          .commit(),
        ...counted(counter, current, { ...current, status }),
        ...(alsoCount ? countBy(counter, alsoCount, 1) : []),
        ...(audit ? [auditEntry.create(audit).commit()] : []),
      ])
      .go();
    return !conditionFailed(result);
  },

  /** Deletes the subscriber as read (frees its e-mail), with its counters and audit entry. */
  async remove(current: Subscriber, audit: AuditEntry): Promise<boolean> {
    const result = await db.transaction
      .write(({ subscriber: subscribers, counter, auditEntry }) => [
        subscribers
          .delete({ email: current.email })
          .where((a, op) => `${op.eq(a.id, current.id)} AND ${op.eq(a.status, current.status)}`)
          .commit(),
        ...counted(counter, current, null),
        auditEntry.create(audit).commit(),
      ])
      .go();
    return !conditionFailed(result);
  },

  /**
   * The admin list, newest first: every subscriber (`all` index) or one status (`byStatus`), filtered on
   * the folded e-mail and name. Reads are bounded (MAX_READS pages of READ_SIZE): a rare search answers a
   * short page with a cursor rather than walking the whole list.
   */
  async list(query: AdminSubscribersQuery): Promise<{ items: AdminSubscriber[]; cursor: string | null }> {
    const needle = query.q ? foldForSearch(query.q) : '';
    const index = () => (query.status === 'all' ? db.entities.subscriber.query.all({}) : db.entities.subscriber.query.byStatus({ status: query.status }));
    const attributes = [...ADMIN_SUBSCRIBER_FIELDS];
    const items: AdminSubscriber[] = [];
    let cursor = checkedCursor(query.cursor);
    for (let reads = 0; reads < MAX_READS; reads++) {
      const wanted = query.limit - items.length;
      const read = needle ? index().where((a, op) => op.contains(a.searchText, needle)) : index();
      const page = await read.go({ order: 'desc', limit: needle ? READ_SIZE : wanted, cursor, attributes }).catch(rethrowBadCursor);
      const rows = page.data.map((row) => fromItem(row as Row) as AdminSubscriber);
      if (rows.length > wanted) {
        // Stop inside this page: the next page starts right after the last item returned.
        const kept = rows.slice(0, wanted);
        items.push(...kept);
        const last = kept[kept.length - 1]!;
        const key = { email: last.email, createdAt: last.createdAt, status: last.status };
        const next = query.status === 'all' ? conversions.byAccessPattern.all.fromComposite.toCursor(key) : conversions.byAccessPattern.byStatus.fromComposite.toCursor(key);
        return { items, cursor: next };
      }
      items.push(...rows);
      cursor = page.cursor;
      if (!cursor || items.length === query.limit) break;
    }
    return { items, cursor: cursor ?? null };
  },

  /**
   * One page of the active subscribers, oldest first (the `byStatus` index): a campaign's fan-out walks
   * them page by page and resumes from the cursor it kept.
   */
  async activePage(cursor: string | null, limit: number): Promise<{ items: { id: string; email: string }[]; cursor: string | null }> {
    const page = await db.entities.subscriber.query.byStatus({ status: 'active' }).go({ order: 'asc', limit, cursor, attributes: ['id', 'email'] });
    return { items: page.data.map(({ id, email }) => ({ id, email })), cursor: page.cursor ?? null };
  },

  /** The active subscribers who came from one form (the former Alerte VIP's, for its offer): an admin action's read. */
  async activeFromSource(source: Subscriber['source']): Promise<{ id: string; email: string; name: string | null }[]> {
    const { data } = await db.entities.subscriber.query
      .byStatus({ status: 'active' })
      .where((a, op) => op.eq(a.source, source))
      .go({ pages: 'all', attributes: ['id', 'email', 'name'] });
    return data.map(({ id, email, name }) => ({ id, email, name: name ?? null }));
  },

  /** The screen's four counters: two bounded counter reads, never a count of the items. */
  async stats(now: Date): Promise<SubscriberStats> {
    const [totals, thisMonth] = await Promise.all([
      counterStore.bucket(SUBSCRIBER_COUNTER_SCOPE, TOTALS_BUCKET),
      counterStore.bucket(SUBSCRIBER_COUNTER_SCOPE, monthBucket(now)),
    ]);
    return toSubscriberStats(totals, thisMonth);
  },
};

/** The unsubscribe links' HMAC key (shared/newsletter/server/signing-key.ts): its own partition, never returned by a route. */
export const signingKeyRepository = {
  async get(keyName: string): Promise<string | undefined> {
    const { data } = await db.entities.newsletterSigningKey.get({ keyName }).go({ consistent: true });
    return data?.secret;
  },

  /** Creates the key unless one exists (two cold starts racing: the first one wins, the other keeps it). */
  async createIfAbsent(keyName: string, secret: string, createdAt: string): Promise<void> {
    try {
      await db.entities.newsletterSigningKey.create({ keyName, secret, createdAt }).go();
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  },
};

import { db } from '../db/service.js';
import { isConditionalFailure } from '../db/transactions.js';
import type { Subscriber } from './schema.js';

export type OutboxRecord = Parameters<typeof db.entities.outbox.create>[0];

/** An absent name or unsubscribedAt is stored absent and read back as null, the API's shape. */
const toItem = ({ name, unsubscribedAt, ...rest }: Subscriber) => ({ ...rest, name: name ?? undefined, unsubscribedAt: unsubscribedAt ?? undefined });
type Row = Omit<Subscriber, 'name' | 'unsubscribedAt'> & Partial<Pick<Subscriber, 'name' | 'unsubscribedAt'>>;
const fromItem = (row: Row): Subscriber => ({ ...row, name: row.name ?? null, unsubscribedAt: row.unsubscribedAt ?? null });

/** Whether a transaction was refused by one of its conditions (another request won the race). */
function conditionFailed(result: { canceled: boolean; data: ReadonlyArray<{ rejected?: boolean; code?: string }> }) {
  if (!result.canceled) return false;
  if (result.data.some((r) => r.rejected && r.code === 'ConditionalCheckFailed')) return true;
  throw new Error(`Transaction cancelled: ${result.data.map((r) => r.code ?? 'None').join(', ')}`);
}

export const subscriberRepository = {
  async get(email: string): Promise<Subscriber | null> {
    const { data } = await db.entities.subscriber.get({ email }).go();
    return data ? fromItem(data) : null;
  },

  async getById(id: string): Promise<Subscriber | null> {
    const { data } = await db.entities.subscriber.query.byId({ id }).go({ limit: 1 });
    return data[0] ? fromItem(data[0]) : null;
  },

  /**
   * The new subscriber and its event in one transaction. `create` is conditional on the e-mail being
   * absent: of two concurrent requests only one inserts; false for the other.
   */
  async createWithEvent(subscriber: Subscriber, event: OutboxRecord): Promise<boolean> {
    const result = await db.transaction
      .write(({ subscriber: subscribers, outbox }) => [subscribers.create(toItem(subscriber)).commit(), outbox.create(event).commit()])
      .go();
    return !conditionFailed(result);
  },

  /** Active again, only if still unsubscribed (a concurrent re-subscription makes this false). */
  async reactivateWithEvent(subscriber: Subscriber, event: OutboxRecord): Promise<boolean> {
    const { email, name, subscribedAt, consentAt, consentSource, consentText } = subscriber;
    const result = await db.transaction
      .write(({ subscriber: subscribers, outbox }) => [
        subscribers
          .patch({ email })
          .set({ status: 'active', subscribedAt, consentAt, consentSource, consentText, ...(name ? { name } : {}) })
          .remove(['unsubscribedAt'])
          .where((a, op) => op.eq(a.status, 'unsubscribed'))
          .commit(),
        outbox.create(event).commit(),
      ])
      .go();
    return !conditionFailed(result);
  },

  /** Unsubscribed, only if active: a repeat or a concurrent unsubscribe changes nothing. */
  async unsubscribe(email: string, unsubscribedAt: string): Promise<boolean> {
    try {
      await db.entities.subscriber
        .patch({ email })
        .set({ status: 'unsubscribed', unsubscribedAt })
        .where((a, op) => op.eq(a.status, 'active'))
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },
};

/** The unsubscribe links' HMAC key (shared/newsletter/signing-key.ts): its own partition, never returned by a route. */
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

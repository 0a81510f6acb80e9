import { db } from '../db/entities.js';
import type { SyncStatus } from './schema.js';
import { assertCommitted } from '../db/transactions.js';
import { checkedCursor, rethrowBadCursor } from '../db/cursor.js';

export type NewLead = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  leadType: 'acheteur' | 'vendeur';
  status: string;
  source: string;
  budget: number | null;
  interest: string;
  createdAt: string;
  syncStatus: SyncStatus;
};
export type OutboxRecord = Parameters<typeof db.entities.outbox.create>[0];

/** Nullable fields are stored absent and read back as null, the API's shape. */
const toDb = ({ email, phone, budget, ...rest }: NewLead) => ({
  ...rest,
  email: email ?? undefined,
  phone: phone ?? undefined,
  budget: budget ?? undefined,
});
type LeadRow = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.lead.get>['go']>>['data']>;
export const fromDb = (row: LeadRow) => ({
  ...row,
  email: row.email ?? null,
  phone: row.phone ?? null,
  budget: row.budget ?? null,
});
export type StoredLead = ReturnType<typeof fromDb>;

export const leadRepository = {
  /** The lead and its LeadCreated outbox item in one transaction: no lead without its event. */
  async createWithEvent(lead: NewLead, event: OutboxRecord) {
    const result = await db.transaction
      .write(({ lead: leads, outbox }) => [leads.create(toDb(lead)).commit(), outbox.create(event).commit()])
      .go();
    assertCommitted(result, 'Ce lead existe déjà.');
  },

  async get(id: string) {
    const { data } = await db.entities.lead.get({ id }).go();
    return data ? fromDb(data) : null;
  },

  async listNewest(options: { limit: number; cursor?: string | null }) {
    const { data, cursor } = await db.entities.lead.query.all({}).go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map(fromDb), cursor };
  },

  /** Leads created on a UTC day, counted on the key range of the newest-first index. */
  async countCreatedOn(day: string) {
    const { data } = await db.entities.lead.query
      .all({})
      .between({ createdAt: `${day}T00:00:00.000Z` }, { createdAt: `${day}T23:59:59.999Z` })
      .go({ pages: 'all', attributes: ['id', 'createdAt'] });
    return data.length;
  },

  async recordSyncOutcome(id: string, outcome: { syncStatus: SyncStatus; syncError?: string; realhubId?: string; at: string }) {
    const patch = db.entities.lead.patch({ id }).set({ syncStatus: outcome.syncStatus, syncedAt: outcome.at });
    if (outcome.syncError) patch.set({ syncError: outcome.syncError });
    else patch.remove(['syncError']);
    if (outcome.realhubId) patch.set({ realhubId: outcome.realhubId });
    await patch.go();
  },
};

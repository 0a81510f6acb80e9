import { db } from '../db/service.js';
import type { Lead, SyncStatus } from './schema.js';
import { assertCommitted } from '../db/transactions.js';
import { checkedCursor, rethrowBadCursor } from '../db/cursor.js';

export type OutboxRecord = Parameters<typeof db.entities.outbox.create>[0];

/** Absent contact fields and budget are stored absent and read back as null, the API's shape. */
const toItem = ({ email, phone, budget, ...rest }: Lead) => ({
  ...rest,
  email: email ?? undefined,
  phone: phone ?? undefined,
  budget: budget ?? undefined,
});
const fromItem = (row: Omit<Lead, 'email' | 'phone' | 'budget'> & Partial<Pick<Lead, 'email' | 'phone' | 'budget'>>): Lead => ({
  ...row,
  email: row.email ?? null,
  phone: row.phone ?? null,
  budget: row.budget ?? null,
});

export const leadRepository = {
  /** The lead and its LeadCreated outbox item in one transaction: no lead without its event. */
  async createWithEvent(lead: Lead, event: OutboxRecord) {
    const result = await db.transaction
      .write(({ lead: leads, outbox }) => [leads.create(toItem(lead)).commit(), outbox.create(event).commit()])
      .go();
    assertCommitted(result, 'Ce lead existe déjà.');
  },

  async get(id: string) {
    const { data } = await db.entities.lead.get({ id }).go();
    return data ? fromItem(data) : null;
  },

  async listNewest(options: { limit: number; cursor?: string | null }) {
    const { data, cursor } = await db.entities.lead.query.all({}).go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map(fromItem), cursor };
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

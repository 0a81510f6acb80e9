import type { AuditEntry } from '../../audit/schema.js';
import { db } from '../../db/service.js';
import { assertCommitted, isConditionalFailure } from '../../db/transactions.js';
import { mediaSchema, type Media } from '../schema.js';

export const mediaRepository = {
  /** A new pending photo and its audit entry, in one transaction. */
  async create(media: Media, audit: AuditEntry) {
    const result = await db.transaction.write(({ media: m, auditEntry }) => [m.create(media).commit(), auditEntry.create(audit).commit()]).go();
    assertCommitted(result, 'Cette photo existe déjà.');
  },

  async get(id: string): Promise<Media | null> {
    const { data } = await db.entities.media.get({ id }).go();
    return data ? mediaSchema.parse(data) : null;
  },

  /** Several photos by id: BatchGetItem (ElectroDB splits it by 100 and retries unprocessed keys). */
  async getMany(ids: readonly string[]): Promise<Media[]> {
    if (!ids.length) return [];
    const { data, unprocessed } = await db.entities.media.get(ids.map((id) => ({ id }))).go({ preserveBatchOrder: false });
    if (unprocessed.length) throw new Error(`BatchGet left ${unprocessed.length} keys unprocessed`);
    return data.map((row) => mediaSchema.parse(row));
  },

  /**
   * The consumer's outcome, written only over a pending photo: a photo already ready or failed keeps
   * its state (a late duplicate cannot flip it). Returns false when it was not pending.
   */
  async settle(id: string, outcome: { status: 'ready' } | { status: 'failed'; error: string }, now = new Date()): Promise<boolean> {
    try {
      const update = db.entities.media.patch({ id }).set({ status: outcome.status, updatedAt: now.toISOString() });
      await (outcome.status === 'failed' ? update.set({ error: outcome.error }) : update)
        .where((a, op) => op.eq(a.status, 'pending'))
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /** Test and tooling cleanup. */
  async remove(id: string) {
    await db.entities.media.delete({ id }).go();
  },
};

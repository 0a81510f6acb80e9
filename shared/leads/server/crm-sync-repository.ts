import { db } from '../../db/service.js';
import { REALHUB_UNAVAILABLE } from '../../integrations/server/realhub-leads.js';
import type { OutboxRecord } from './repository.js';

/** Items read per DynamoDB page, and pages read at most, when looking for leads still to send: bounded, never a Scan. */
const READ_SIZE = 100;
const MAX_READS = 10;
/** Leads queued per save of the CRM key (the newest first); older ones stay pending until the next save or a resend. */
export const MAX_LEADS_PER_RESEND = 500;
/** Leads queued again per run of lead-crm-retry (hourly). */
export const MAX_LEADS_PER_RETRY = 200;

/** The lead CRM's reads and writes that are not one lead's (the sync itself uses leadRepository). */
export const crmSyncRepository = {
  /** The newest lead with status new ('Tester sync'), from the status index: one item read. */
  async latestNewLeadId(): Promise<string | null> {
    const { data } = await db.entities.lead.query.byStatus({ status: 'new' }).go({ order: 'desc', limit: 1, count: 1, attributes: ['id'] });
    return data[0]?.id ?? null;
  },

  /**
   * Leads not yet in the CRM (sync pending or failed), newest first, from the all-leads index with a
   * filter: at most MAX_READS pages of READ_SIZE items are read, so the cost is bounded whatever the table holds.
   */
  async unsyncedLeadIds(max = MAX_LEADS_PER_RESEND): Promise<string[]> {
    const { data } = await db.entities.lead.query
      .all({})
      .where((a, op) => `(${op.eq(a.syncStatus, 'pending')} OR ${op.eq(a.syncStatus, 'failed')}) AND ${op.notExists(a.realhubId)}`)
      .go({ order: 'desc', limit: READ_SIZE, pages: MAX_READS, count: max, attributes: ['id'] });
    return data.map((item) => item.id);
  },

  /**
   * Leads whose last sync failed because RealHub could not be reached (not refused: a 4xx would only be
   * refused again) at or before `failedBefore`, newest first, for the hourly lead-crm-retry. Bounded as
   * above: the newest MAX_READS × READ_SIZE leads are looked at, `max` ids answered.
   */
  async unavailableLeadIds(failedBefore: string, max = MAX_LEADS_PER_RETRY): Promise<string[]> {
    const { data } = await db.entities.lead.query
      .all({})
      .where(
        (a, op) =>
          `${op.eq(a.syncStatus, 'failed')} AND ${op.begins(a.syncError, REALHUB_UNAVAILABLE)} AND ${op.notExists(a.realhubId)} AND ${op.lte(a.syncedAt, failedBefore)}`,
      )
      .go({ order: 'desc', limit: READ_SIZE, pages: MAX_READS, count: max, attributes: ['id'] });
    return data.map((item) => item.id);
  },

  /** One outbox item per lead to send (the table stream carries them to lead-crm-sync). */
  async queue(events: OutboxRecord[]) {
    if (events.length === 0) return;
    const { unprocessed } = await db.entities.outbox.put(events).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} lead sync requests were not written`);
  },
};

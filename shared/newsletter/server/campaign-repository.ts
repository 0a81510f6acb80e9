import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { db } from '../../db/service.js';
import { assertCommitted, conditionFailed, isConditionalFailure } from '../../db/transactions.js';
import { countBy, counterStore } from '../../stats/server/counter-store.js';
import type { Page } from '../../list-query.js';
import {
  CAMPAIGN_COUNTER_SCOPE,
  CAMPAIGN_MESSAGES,
  type AdminCampaignSummary,
  type Campaign,
  type CampaignCounter,
  type CampaignDelivery,
} from '../campaign.js';
import type { OutboxRecord } from './repository.js';

const NULLABLE = ['sentBy', 'startedAt', 'finishedAt', 'fanoutCursor', 'content'] as const;
type Row = Omit<Campaign, (typeof NULLABLE)[number]> & { [K in (typeof NULLABLE)[number]]?: string };
/** Null fields are stored absent and read back as null, the API's shape. */
const fromItem = (row: Row): Campaign => ({ ...row, ...Object.fromEntries(NULLABLE.map((f) => [f, row[f] ?? null])) }) as Campaign;
const toItem = (c: Campaign) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null)) as Row;

const counterKey = (campaignId: string, name: CampaignCounter) => ({ scope: CAMPAIGN_COUNTER_SCOPE, bucket: campaignId, name });
const SUMMARY_FIELDS = ['id', 'subject', 'status', 'createdAt', 'updatedAt', 'startedAt', 'finishedAt', 'recipients'] as const satisfies readonly (keyof AdminCampaignSummary)[];

export const campaignRepository = {
  async get(id: string): Promise<Campaign | null> {
    const { data } = await db.entities.campaign.get({ id }).go({ consistent: true });
    return data ? fromItem(data as Row) : null;
  },

  async create(campaign: Campaign): Promise<void> {
    await db.entities.campaign.create(toItem(campaign)).go();
  },

  /** Newest first, one Query per page. */
  async list(query: { limit: number; cursor?: string }): Promise<Page<AdminCampaignSummary>> {
    const page = await db.entities.campaign.query
      .all({})
      .go({ order: 'desc', limit: query.limit, cursor: checkedCursor(query.cursor), attributes: [...SUMMARY_FIELDS] })
      .catch(rethrowBadCursor);
    return { items: page.data.map((row) => ({ ...row, startedAt: row.startedAt ?? null, finishedAt: row.finishedAt ?? null }) as AdminCampaignSummary), cursor: page.cursor };
  },

  /** Replaces a draft as it was read (still a draft, same version); false when it changed or left the draft state. */
  async replaceDraft(before: Campaign, after: Campaign): Promise<boolean> {
    try {
      await db.entities.campaign
        .put(toItem(after))
        .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.updatedAt, before.updatedAt)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  async deleteDraft(campaign: Campaign): Promise<boolean> {
    try {
      await db.entities.campaign
        .delete({ id: campaign.id })
        .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.updatedAt, campaign.updatedAt)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /** Draft → sending, with its fixed content and the fan-out's event, in one transaction (409 if it moved meanwhile). */
  async startSending(draft: Campaign, change: Pick<Campaign, 'content' | 'sentBy' | 'startedAt' | 'updatedAt'>, event: OutboxRecord): Promise<void> {
    const result = await db.transaction
      .write(({ campaign, outbox }) => [
        campaign
          .patch({ id: draft.id })
          .set({ status: 'sending', content: change.content!, sentBy: change.sentBy!, startedAt: change.startedAt!, updatedAt: change.updatedAt })
          .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.updatedAt, draft.updatedAt)}`)
          .commit(),
        outbox.create(event).commit(),
      ])
      .go();
    assertCommitted(result, CAMPAIGN_MESSAGES.changed);
  },

  /**
   * After a page of the fan-out is on the queue: where to resume, and how many more recipients; only if
   * the cursor is still the one this run read (null when another run moved it first: this one stops).
   */
  async recordFanout(id: string, from: string | null, progress: { added: number; cursor: string | null; done: boolean }): Promise<Campaign | null> {
    const update = db.entities.campaign.update({ id }).add({ recipients: progress.added }).set({ fanoutDone: progress.done });
    try {
      const { data } = await (progress.cursor ? update.set({ fanoutCursor: progress.cursor }) : update.remove(['fanoutCursor']))
        .where((a, op) => `${op.eq(a.fanoutDone, false)} AND ${from ? op.eq(a.fanoutCursor, from) : op.notExists(a.fanoutCursor)}`)
        .go({ response: 'all_new' });
      return fromItem(data as Row);
    } catch (error) {
      if (isConditionalFailure(error)) return null;
      throw error;
    }
  },

  /** The fan-out goes on in a new run (its time is up): the same event again, with a new id. */
  async continueFanout(event: OutboxRecord): Promise<void> {
    await db.entities.outbox.create(event).go();
  },

  /** Sending → sent, once (a second caller finds it sent already). */
  async markSent(id: string, finishedAt: string): Promise<void> {
    try {
      await db.entities.campaign
        .patch({ id })
        .set({ status: 'sent', finishedAt, updatedAt: finishedAt })
        .where((a, op) => op.eq(a.status, 'sending'))
        .go();
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  },

  /** A campaign's counters (sent, failed, skipped, bounced, complaints, unsubscribed): one Query. */
  counters(id: string): Promise<Record<string, number>> {
    return counterStore.bucket(CAMPAIGN_COUNTER_SCOPE, id);
  },

  /** Moves one counter outside a delivery (bounces and complaints come back from SES later). */
  count(id: string, name: CampaignCounter, by: number): Promise<void> {
    return counterStore.add(counterKey(id, name), by);
  },
};

export const deliveryRepository = {
  async get(campaignId: string, subscriberId: string): Promise<CampaignDelivery | null> {
    const { data } = await db.entities.campaignDelivery.get({ campaignId, subscriberId }).go({ consistent: true });
    return data ?? null;
  },

  /** Takes a recipient's claim; false when one exists (sent, settled, or being sent). */
  async claim(campaignId: string, subscriberId: string, claimedAt: string): Promise<boolean> {
    try {
      await db.entities.campaignDelivery.create({ campaignId, subscriberId, status: 'sending', claimedAt }).go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /**
   * A claim's outcome and its counter in one transaction, only while the claim is still the one taken
   * (`claimedAt`): the counters count each recipient once.
   */
  async settle(claim: Pick<CampaignDelivery, 'campaignId' | 'subscriberId' | 'claimedAt'>, outcome: { status: 'sent' | 'failed' | 'skipped'; messageId?: string; error?: string }): Promise<boolean> {
    const result = await db.transaction
      .write(({ campaignDelivery, counter }) => [
        campaignDelivery
          .patch({ campaignId: claim.campaignId, subscriberId: claim.subscriberId })
          .set({ status: outcome.status, ...(outcome.messageId ? { messageId: outcome.messageId } : {}), ...(outcome.error ? { error: outcome.error } : {}) })
          .where((a, op) => `${op.eq(a.status, 'sending')} AND ${op.eq(a.claimedAt, claim.claimedAt)}`)
          .commit(),
        ...countBy(counter, counterKey(claim.campaignId, outcome.status), 1),
      ])
      .go();
    return !conditionFailed(result);
  },

  /** Gives a claim back (SES asked to slow down, or was unreachable): the recipient is sent on the message's next delivery. */
  async release(claim: Pick<CampaignDelivery, 'campaignId' | 'subscriberId' | 'claimedAt'>): Promise<void> {
    try {
      await db.entities.campaignDelivery
        .delete({ campaignId: claim.campaignId, subscriberId: claim.subscriberId })
        .where((a, op) => `${op.eq(a.status, 'sending')} AND ${op.eq(a.claimedAt, claim.claimedAt)}`)
        .go();
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  },
};

export { counterKey as campaignCounterKey };

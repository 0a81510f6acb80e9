import { CAMPAIGN_SENDS_QUEUE } from '../../../events/queues.js';
import { workQueueSender, type WorkQueueSender } from '../../queues/server/work-queue.js';
import type { CampaignBatch } from '../campaign-sending.js';

/** Puts campaign batches on the send queue (events/queues.ts), ten per SendMessageBatch. */
export type CampaignQueue = WorkQueueSender<CampaignBatch>;
export const campaignQueue: CampaignQueue = workQueueSender(CAMPAIGN_SENDS_QUEUE);

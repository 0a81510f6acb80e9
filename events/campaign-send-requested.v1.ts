import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** An admin pressed 'Envoyer' on a campaign: its fan-out puts every active subscriber on the send queue. */
export const CampaignSendRequestedV1 = defineEvent({
  source: 'brokerage.newsletter',
  detailType: 'CampaignSendRequested',
  version: 1,
  schema: z.object({ campaignId: z.string().check(z.minLength(1)) }),
});

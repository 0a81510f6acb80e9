import { z } from 'zod';
import { defineEvent } from './envelope.js';

/**
 * Consented tracking accepted by tracking-ingest (a page visit or a batch of events), for the
 * analytics rollup. Pseudonymous: a session token, never an IP address or a name.
 */
export const TrackingRecordedV1 = defineEvent({
  source: 'brokerage.tracking',
  detailType: 'TrackingRecorded',
  version: 1,
  schema: z.object({
    sessionToken: z.string().min(1),
  }),
});

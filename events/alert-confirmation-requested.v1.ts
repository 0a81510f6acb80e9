import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** A visitor saved a search: its confirmation mail (double opt-in) is to be sent. The id only, no address in the outbox. */
export const AlertConfirmationRequestedV1 = defineEvent({
  source: 'brokerage.alerts',
  detailType: 'AlertConfirmationRequested',
  version: 1,
  schema: z.object({ savedSearchId: z.string().check(z.minLength(1)) }),
});

import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/**
 * An admin offered the real Alerte VIP to the subscribers of the former one (newsletter source `alerte-vip`):
 * each of them not offered yet gets the offer mail, once.
 */
export const AlertVipOfferRequestedV1 = defineEvent({
  source: 'brokerage.alerts',
  detailType: 'AlertVipOfferRequested',
  version: 1,
  schema: z.object({ requestedBy: z.string().check(z.minLength(1)) }),
});

import { Entity } from 'electrodb';
import { model, primary, reqNum, reqStr, str } from '../model.js';

/** Consumer idempotency: one item per (consumer, event id), created conditionally. */
export const ProcessedEventEntity = new Entity({
  model: model('processedEvent'),
  attributes: {
    consumer: reqStr,
    eventId: reqStr,
    /** 'in_progress' while a consumer holds the lease, 'done' after. */
    status: reqStr,
    /** Epoch ms after which an in-progress marker (from a crashed or timed-out run) may be taken over. */
    leaseUntil: reqNum,
    processedAt: str,
    expiresAt: reqNum,
  },
  indexes: { byEvent: primary(['consumer', 'eventId']) },
});

import { Entity } from 'electrodb';
import { model, primary, reqNum, reqStr, str } from './model.js';

/** Database-enforced uniqueness: one item per (scope, value), created with attribute_not_exists. */
export const UniqueValueEntity = new Entity({
  model: model('uniqueValue'),
  /** `expiresAt` (TTL): a value held only for a while (a booking not yet confirmed), else kept for good. */
  attributes: { scope: reqStr, value: reqStr, ownerId: reqStr, expiresAt: { type: 'number' } },
  indexes: { byValue: primary(['scope', 'value']) },
});

/** Transactional outbox: the table stream carries these to the event bus (events/publish.ts builds them). */
export const OutboxEntity = new Entity({
  model: model('outbox'),
  attributes: {
    eventId: reqStr,
    source: reqStr,
    detailType: reqStr,
    /** The event envelope as JSON text (the Pipe's input template passes it through as the detail). */
    detail: reqStr,
    occurredAt: reqStr,
    expiresAt: reqNum,
  },
  indexes: { byEvent: primary(['eventId']) },
});

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

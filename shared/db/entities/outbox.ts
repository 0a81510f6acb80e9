import { Entity } from 'electrodb';
import { model, primary, reqNum, reqStr } from '../model.js';

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

import { Entity } from 'electrodb';
import { model, primary, reqNum, reqStr } from '../model.js';

/** One counter per 10-minute window (two make a sliding window: shared/abuse/server/rate-limit.ts) per (scope, hashed client address or e-mail, window); expires by TTL. */
export const RateCounterEntity = new Entity({
  model: model('rateCounter'),
  attributes: { scope: reqStr, key: reqStr, count: reqNum, expiresAt: reqNum },
  indexes: { byKey: primary(['scope', 'key']) },
});

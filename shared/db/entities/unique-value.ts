import { Entity } from 'electrodb';
import { model, primary, reqStr } from '../model.js';

/** Database-enforced uniqueness: one item per (scope, value), created with attribute_not_exists. */
export const UniqueValueEntity = new Entity({
  model: model('uniqueValue'),
  /** `expiresAt` (TTL): a value held only for a while (a booking not yet confirmed), else kept for good. */
  attributes: { scope: reqStr, value: reqStr, ownerId: reqStr, expiresAt: { type: 'number' } },
  indexes: { byValue: primary(['scope', 'value']) },
});

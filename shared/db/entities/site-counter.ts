import { Entity } from 'electrodb';
import { model, primary, reqStr } from '../model.js';

/**
 * Counters kept in the same transactions as the writes they count (properties and brokers becoming active
 * or not, created, deleted): one item, read with one GetItem (docs/data-model.md).
 */
export const SiteCounterEntity = new Entity({
  model: model('siteCounter'),
  attributes: {
    counter: reqStr,
    activeProperties: { type: 'number' },
    activeAgents: { type: 'number' },
  },
  indexes: { byCounter: primary(['counter']) },
});

import { Entity } from 'electrodb';
import { attributesOf, model, primary, reqStr } from '../model.js';
import { alertCriteriaSchema } from '../../alerts/schema.js';

/**
 * The alerts' matching index (shared/alerts/rules.ts, matchKeysOf): one item per active saved search and
 * « type#price band » it covers, holding a copy of its criteria, so one listing change reads its own two
 * partitions and tests the criteria there. Written and removed with the saved search in one transaction.
 */
export const AlertMatchKeyEntity = new Entity({
  model: model('alertMatchKey'),
  attributes: { matchKey: reqStr, searchId: reqStr, ...attributesOf(alertCriteriaSchema) },
  indexes: { byKey: primary(['matchKey'], ['searchId']) },
});

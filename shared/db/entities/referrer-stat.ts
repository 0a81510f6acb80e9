import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { referrerStatSchema, type ReferrerStat } from '../../tracking/schema.js';

export const ReferrerStatEntity = new Entity({
  model: model('referrerStat'),
  attributes: attributesOf(referrerStatSchema),
  indexes: { byDay: primary(['day'], ['referrer']) },
});
entityMatchesSchema<typeof ReferrerStatEntity, ReferrerStat>(true);

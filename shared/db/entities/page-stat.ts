import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { pageStatSchema, type PageStat } from '../../tracking/schema.js';

export const PageStatEntity = new Entity({
  model: model('pageStat'),
  attributes: attributesOf(pageStatSchema),
  indexes: { byDay: primary(['day'], ['pageUrl']) },
});
entityMatchesSchema<typeof PageStatEntity, PageStat>(true);

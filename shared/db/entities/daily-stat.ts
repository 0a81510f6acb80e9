import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { dailyStatSchema, type DailyStat } from '../../tracking/schema.js';

export const DailyStatEntity = new Entity({
  model: model('dailyStat'),
  attributes: attributesOf(dailyStatSchema),
  indexes: { byDay: primary([], ['day']) },
});
entityMatchesSchema<typeof DailyStatEntity, DailyStat>(true);

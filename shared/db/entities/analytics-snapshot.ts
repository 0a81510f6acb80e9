import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { analyticsSnapshotSchema, type AnalyticsSnapshot } from '../../analytics/schema.js';

/** One item per period (7, 30, 90): its top pages and referrers. Expires through the table's TTL attribute. */
export const AnalyticsSnapshotEntity = new Entity({
  model: model('analyticsSnapshot'),
  attributes: attributesOf(analyticsSnapshotSchema),
  indexes: { byPeriod: primary(['days']) },
});
entityMatchesSchema<typeof AnalyticsSnapshotEntity, AnalyticsSnapshot>(true);

import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../db/model.js';
import {
  dailyStatSchema,
  pageStatSchema,
  referrerStatSchema,
  sessionSeenSchema,
  trackingHitSchema,
  type DailyStat,
  type PageStat,
  type ReferrerStat,
  type SessionSeen,
  type TrackingHit,
} from './schema.js';

export const DailyStatEntity = new Entity({
  model: model('dailyStat'),
  attributes: attributesOf(dailyStatSchema),
  indexes: { byDay: primary([], ['day']) },
});
entityMatchesSchema<typeof DailyStatEntity, DailyStat>(true);

export const PageStatEntity = new Entity({
  model: model('pageStat'),
  attributes: attributesOf(pageStatSchema),
  indexes: { byDay: primary(['day'], ['pageUrl']) },
});
entityMatchesSchema<typeof PageStatEntity, PageStat>(true);

export const ReferrerStatEntity = new Entity({
  model: model('referrerStat'),
  attributes: attributesOf(referrerStatSchema),
  indexes: { byDay: primary(['day'], ['referrer']) },
});
entityMatchesSchema<typeof ReferrerStatEntity, ReferrerStat>(true);

/** Expires through the table's TTL attribute. */
export const SessionSeenEntity = new Entity({
  model: model('sessionSeen'),
  attributes: attributesOf(sessionSeenSchema),
  indexes: { byDaySession: primary(['day', 'sessionToken']) },
});
entityMatchesSchema<typeof SessionSeenEntity, SessionSeen>(true);

/** Raw tracking requests, one partition per day; expire through the table's TTL attribute. */
export const TrackingHitEntity = new Entity({
  model: model('trackingHit'),
  attributes: attributesOf(trackingHitSchema),
  indexes: { byDay: primary(['day'], ['hitId']) },
});
entityMatchesSchema<typeof TrackingHitEntity, TrackingHit>(true);

import { Entity } from 'electrodb';
import { entityMatchesSchema, model, num, primary, reqNum, reqStr, str } from '../db/model.js';
import type { DailyStat, PageStat, ReferrerStat, SessionSeen } from './schema.js';

export const DailyStatEntity = new Entity({
  model: model('dailyStat'),
  attributes: { day: reqStr, visitors: num, pageViews: num, conversions: num, leads: num },
  indexes: { byDay: primary([], ['day']) },
});
entityMatchesSchema<typeof DailyStatEntity, DailyStat>(true);

export const PageStatEntity = new Entity({
  model: model('pageStat'),
  attributes: { day: reqStr, pageUrl: reqStr, pageTitle: str, views: num },
  indexes: { byDay: primary(['day'], ['pageUrl']) },
});
entityMatchesSchema<typeof PageStatEntity, PageStat>(true);

export const ReferrerStatEntity = new Entity({
  model: model('referrerStat'),
  attributes: { day: reqStr, referrer: reqStr, sessions: num },
  indexes: { byDay: primary(['day'], ['referrer']) },
});
entityMatchesSchema<typeof ReferrerStatEntity, ReferrerStat>(true);

export const SessionSeenEntity = new Entity({
  model: model('sessionSeen'),
  attributes: { day: reqStr, sessionToken: reqStr, expiresAt: reqNum },
  indexes: { byDaySession: primary(['day', 'sessionToken']) },
});
entityMatchesSchema<typeof SessionSeenEntity, SessionSeen>(true);

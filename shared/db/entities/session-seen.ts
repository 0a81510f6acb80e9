import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { sessionSeenSchema, type SessionSeen } from '../../tracking/schema.js';

/** Expires through the table's TTL attribute. */
export const SessionSeenEntity = new Entity({
  model: model('sessionSeen'),
  attributes: attributesOf(sessionSeenSchema),
  indexes: { byDaySession: primary(['day', 'sessionToken']) },
});
entityMatchesSchema<typeof SessionSeenEntity, SessionSeen>(true);

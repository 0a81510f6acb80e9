import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { trackingHitSchema, type TrackingHit } from '../../tracking/schema.js';

/** Raw tracking requests, one partition per day; expire through the table's TTL attribute. */
export const TrackingHitEntity = new Entity({
  model: model('trackingHit'),
  attributes: attributesOf(trackingHitSchema),
  indexes: { byDay: primary(['day'], ['hitId']) },
});
entityMatchesSchema<typeof TrackingHitEntity, TrackingHit>(true);

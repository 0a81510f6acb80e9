import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { propertyGeoSchema, type PropertyGeoItem } from '../../properties/geo-keys.js';

/**
 * A listing on the map (shared/properties/geo-keys.ts): partition = its 2-character geohash cell, sort =
 * its full geohash then id, so the listings of any finer cell are one begins_with Query.
 */
export const PropertyGeoEntity = new Entity({
  model: model('propertyGeo'),
  attributes: attributesOf(propertyGeoSchema),
  indexes: { byCell: primary(['cell'], ['geohash', 'id']) },
});
entityMatchesSchema<typeof PropertyGeoEntity, PropertyGeoItem>(true);

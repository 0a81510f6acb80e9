import { startPlacesStandIn } from '../../infra/local/places.js';
import type { FakeServer } from './fake-server.js';

/**
 * Stands in for Amazon Location Service Places v2 `Geocode` (shared/integrations/server/amazon-location.ts):
 *   POST /v2/geocode   SigV4 (service geo-places) → { ResultItems: [{ PlaceType, Position: [lng, lat], Address }] }
 * It is the local stack's own stand-in (infra/local/places.ts: an AWS service's stand-in lives with the
 * others, and `npm start` runs it too), started here on its own port like the other fakes, so the stack's
 * functions use it (AMAZON_LOCATION_PLACES_URL) and tests steer it. It knows the demo listings'
 * neighbourhoods, the cities around them and Quebec postal areas; anything else has no result.
 * Control routes (see infra/local/places.ts):
 *   POST /__control/behaviour  { fail?: status, match?: text the query must contain, times?, delayMs? }
 *   POST /__control/places     { places: [{ text, latitude, longitude, placeType?, postalCode? }] }
 *   GET  /__control/requests   { requests: [{ queryText, intendedUse, signed }] }
 *   POST /__control/reset
 */
export async function startFakeAmazonLocation(): Promise<FakeServer> {
  return startPlacesStandIn();
}

import { geocodeAddress, type GeocodedPosition } from '../../integrations/server/amazon-location.js';
import { logger } from '../../observability/logger.js';
import type { Property } from '../schema.js';

/*
 * A listing's position on the map (issue 27): given by the admin or the feed, else geocoded from its address
 * when it is new or its address changed. Not found, or the service failing, leaves it « non localisée »
 * (no latitude or longitude): saved all the same, shown as such to the admin, left off the map, never placed
 * at a made-up point. The rules are pure (unit-tested); `locate` is the one call out.
 */

type Address = Pick<Property, 'location' | 'postalCode'>;
type Position = { latitude: number; longitude: number };

/** The stored position, or null for a listing non localisée. */
export const positionOf = (p: { latitude?: number | null; longitude?: number | null }): Position | null =>
  typeof p.latitude === 'number' && typeof p.longitude === 'number' ? { latitude: p.latitude, longitude: p.longitude } : null;

const samePosition = (a: Position | null, b: Position | null) => (a === null ? b === null : b !== null && a.latitude === b.latitude && a.longitude === b.longitude);

/** Whether what places the listing changed: its location text, or its postal code (`undefined` = not given, left as it is). */
export const addressChanged = (before: Address, after: Address) =>
  before.location.trim() !== after.location.trim() || (after.postalCode !== undefined && after.postalCode !== before.postalCode);

/**
 * What an admin save does with the position (pure): `keep` what the merged property holds, or `geocode` its
 * address. Coordinates the admin sends are kept when they are the admin's: on a new listing, or different from
 * the stored ones (the pin was moved, or cleared with null). The form sends every field back, so stored
 * coordinates sent unchanged with a new address are the old address's: the new one is geocoded and, when it
 * is not found, the old point is dropped rather than kept at a now-wrong place.
 */
export function adminPositionPlan(current: Property | null, next: Property, sent: { latitude?: number | null; longitude?: number | null }): 'keep' | 'geocode' {
  const given = sent.latitude !== undefined;
  if (!current) return given ? 'keep' : 'geocode';
  if (given && !samePosition(positionOf(sent), positionOf(current))) return 'keep';
  return addressChanged(current, next) ? 'geocode' : 'keep';
}

/**
 * What the listing import does with the position (pure): the feed's coordinates when it sends some (already in
 * the listing's fields); else a new listing, or one whose address changed, is geocoded; else the stored position
 * stays (a listing non localisée is not geocoded again at every 6-hour run).
 */
export function feedPositionPlan(previous: Property | null, fields: Address & { latitude?: number; longitude?: number }): 'feed' | 'keep' | 'geocode' {
  if (positionOf(fields)) return 'feed';
  if (!previous || addressChanged(previous, fields)) return 'geocode';
  return 'keep';
}

/**
 * The property placed at what geocoding found (pure): its position, and the postal code found when it had none;
 * nothing found, its coordinates are removed (never the old address's point).
 */
export function withPosition(property: Property, found: GeocodedPosition | null): Property {
  const { latitude: _lat, longitude: _lng, ...rest } = property;
  if (!found) return rest;
  return { ...rest, latitude: found.latitude, longitude: found.longitude, ...(property.postalCode || !found.postalCode ? {} : { postalCode: found.postalCode }) };
}

/**
 * The position of an address, or null when it cannot be placed: not found, or the service unreachable or
 * refusing the call (logged as a warning, with the listing's id, never the request's signature). Never throws:
 * geocoding never blocks a save.
 */
export async function locate(address: Address, context: { propertyId: string; mlsNumber?: string }): Promise<GeocodedPosition | null> {
  try {
    const found = await geocodeAddress({ location: address.location, postalCode: address.postalCode });
    if (!found) logger.info('geocoding: address not found, listing saved non localisée', context);
    return found;
  } catch (error) {
    logger.warn('geocoding failed, listing saved non localisée', { ...context, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

import type { SignatureV4 } from '@smithy/signature-v4';
import * as z from 'zod/mini';
import { normalizePostalCode } from '../../properties/geo.js';
import { callIntegration, integrationClient, type RetryPolicy } from './http.js';

/**
 * Amazon Location Service, Places API v2, `Geocode` (docs/integrations.md, "Amazon Location Places"):
 *   POST {base}/v2/geocode   SigV4 with the function's role (service geo-places), JSON
 *   { QueryText, MaxResults, Filter: { IncludeCountries }, Language, IntendedUse: 'Storage' }
 *   → 200 { PricingBucket, ResultItems: [{ PlaceType, Position: [lng, lat], Address: { Country, Region, PostalCode }, … }] }
 * Signed by hand (@smithy/signature-v4, the signer the SDK itself uses) and sent with the integrations' ky
 * client and retry policy: the SDK client would add its whole REST-JSON stack to admin-api's bundle for one call
 * (docs/decisions.md, "Geocoding client"). The base URL is injected: the local stand-in and the tests' fake
 * (infra/local/places.ts) answer the same request.
 */
export const SERVICE = 'Amazon Location (géocodage)';
/** The IAM action and SigV4 service name of Places v2. */
export const SIGNING_SERVICE = 'geo-places';
export const GEOCODE_PATH = 'v2/geocode';

const functionRegion = () => process.env.AWS_REGION || 'ca-central-1';
/** The regional Places endpoint (https://docs.aws.amazon.com/general/latest/gr/location.html). */
export const defaultPlacesUrl = (region = functionRegion()) => `https://places.geo.${region}.amazonaws.com`;
const baseUrl = () => process.env.AMAZON_LOCATION_PLACES_URL || defaultPlacesUrl();

/** The region a request is signed for: the one its Places host names, else the function's (a stand-in on loopback). */
export function signingRegion(url: URL): string {
  return /^places\.geo(?:-fips)?\.([a-z0-9-]+)\.(?:amazonaws\.com|api\.aws)$/.exec(url.hostname)?.[1] ?? functionRegion();
}

/**
 * Geocoding never blocks a save: one quick retry, an answer within 6 s, inside admin-api's 15 s and the
 * 'Synchroniser' button's per-listing budget. A listing the call fails for is saved non localisée.
 */
export const GEOCODE_RETRY_POLICY: RetryPolicy = { attempts: 2, timeoutMs: 3_000, maxRetryAfterMs: 1_000, totalMs: 6_000, idempotentPosts: true };

export type GeocodeAddress = { location: string; postalCode?: string };
/** A position found for an address; `postalCode` only from an address-level match (a locality's is not the listing's). */
export type GeocodedPosition = { latitude: number; longitude: number; postalCode?: string };

/**
 * The request for one listing address (pure: unit-tested). Quebec, Canada only; French labels;
 * `IntendedUse: 'Storage'` because the position is stored on the listing, which AWS requires to be declared
 * (https://docs.aws.amazon.com/location/latest/developerguide/places-intended-use.html).
 */
export function geocodeRequest({ location, postalCode }: GeocodeAddress) {
  return {
    QueryText: [location.trim(), postalCode ? `QC ${postalCode}` : 'QC'].join(', '),
    MaxResults: 5,
    Filter: { IncludeCountries: ['CAN'] },
    Language: 'fr',
    IntendedUse: 'Storage',
  };
}

/**
 * Place types precise enough to put a listing on the map: an address, a street or intersection, a postal
 * code, a neighbourhood (district, block) or a city. A country, region, sub-region (MRC) or point of
 * interest matched by name is never taken for the listing's position.
 */
export const ACCEPTED_PLACE_TYPES = [
  'PointAddress', 'InterpolatedAddress', 'SecondaryAddress', 'Intersection', 'Street', 'PostalCode',
  'SubBlock', 'Block', 'SubDistrict', 'District', 'Locality',
] as const;
/** Types whose postal code is the address's own: it must agree with the one sent, and may fill a missing one. */
const ADDRESS_LEVEL_TYPES = new Set(['PointAddress', 'InterpolatedAddress', 'SecondaryAddress', 'PostalCode']);

const resultItemSchema = z.looseObject({
  PlaceType: z.string(),
  Position: z.optional(z.array(z.number())),
  Address: z.optional(
    z.looseObject({
      Country: z.optional(z.looseObject({ Code2: z.optional(z.string()), Code3: z.optional(z.string()) })),
      Region: z.optional(z.looseObject({ Code: z.optional(z.string()) })),
      PostalCode: z.optional(z.string()),
    }),
  ),
});
const geocodeResponseSchema = z.looseObject({ ResultItems: z._default(z.array(z.unknown()), []) });

const fsa = (code: string) => code.replace(/\s+/g, '').slice(0, 3).toUpperCase();

/**
 * The first result that really places the address (pure: unit-tested), or null: an accepted type, a
 * position that is a point on Earth, in Canada and in Quebec when the result says so, and, for an
 * address-level result, the postal area (first 3 characters) of the postal code sent. Anything else is
 * « non localisée », never a guess.
 */
export function pickPosition(body: unknown, sent: Pick<GeocodeAddress, 'postalCode'> = {}): GeocodedPosition | null {
  const parsed = geocodeResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(`${SERVICE} : réponse inattendue`);
  for (const raw of parsed.data.ResultItems) {
    const item = resultItemSchema.safeParse(raw);
    if (!item.success) continue;
    const { PlaceType, Position, Address } = item.data;
    if (!(ACCEPTED_PLACE_TYPES as readonly string[]).includes(PlaceType)) continue;
    if (!Position || Position.length !== 2) continue;
    const [longitude, latitude] = Position as [number, number];
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    const country = Address?.Country?.Code3 ?? Address?.Country?.Code2;
    if (country !== undefined && country !== 'CAN' && country !== 'CA') continue;
    if (Address?.Region?.Code !== undefined && Address.Region.Code !== 'QC') continue;
    const addressLevel = ADDRESS_LEVEL_TYPES.has(PlaceType);
    const found = Address?.PostalCode;
    if (addressLevel && sent.postalCode && found && fsa(found) !== fsa(sent.postalCode)) continue;
    const postalCode = addressLevel && found ? normalizePostalCode(found) : null;
    return { latitude, longitude, ...(postalCode ? { postalCode } : {}) };
  }
  return null;
}

// Module scope (docs/architecture.md rule 7): one signer per region and container, credentials cached by the
// provider. The SDK parts load on the first call, not with the function's module (lean cold imports).
const signers = new Map<string, Promise<SignatureV4>>();
function signer(region: string) {
  let found = signers.get(region);
  if (!found) {
    found = Promise.all([import('@aws-sdk/credential-provider-node'), import('@smithy/signature-v4'), import('@aws-crypto/sha256-js')]).then(
      ([{ defaultProvider }, { SignatureV4 }, { Sha256 }]) => new SignatureV4({ service: SIGNING_SERVICE, region, credentials: defaultProvider(), sha256: Sha256 }),
    );
    signers.set(region, found);
  }
  return found;
}

/**
 * The position of a listing's address, or null when Places finds nothing that places it. Throws an
 * IntegrationError when the service cannot be reached or refuses the call (the caller saves the listing
 * non localisée and logs it). The signature holds for the retries: they come within seconds.
 */
export async function geocodeAddress(address: GeocodeAddress, policy: RetryPolicy = GEOCODE_RETRY_POLICY): Promise<GeocodedPosition | null> {
  const base = baseUrl().replace(/\/*$/, '/');
  const url = new URL(GEOCODE_PATH, base);
  const body = JSON.stringify(geocodeRequest(address));
  const signed = await (await signer(signingRegion(url))).sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  // fetch sets Host from the URL itself (the same value as signed).
  const { host: _, ...headers } = signed.headers;
  const answer = await callIntegration(SERVICE, () => integrationClient({ baseUrl: base, headers, policy }).post(GEOCODE_PATH, { body }).json());
  return pickPosition(answer, address);
}

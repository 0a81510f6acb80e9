import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isHTTPError } from 'ky';
import * as z from 'zod/mini';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, type AcceptedImageType } from '../../media/schema.js';
import { normalizePostalCode } from '../../properties/geo.js';
import { PROPERTY_STATUSES, PROPERTY_TYPES, YEAR_BUILT_MIN, yearBuiltMax, type Property, type PropertyStatus, type PropertyType, type SaleContext } from '../../properties/schema.js';
import { DEFAULT_RETRY_POLICY, IntegrationError, callIntegration, integrationClient, type RetryPolicy } from './http.js';

/**
 * RealHub's listing feed (the "property-listing CRM" card). RealHub publishes no API documentation:
 * the shape below is ASSUMED (docs/integrations.md) and kept in this one module, with the fake
 * (tests/fakes/realhub-listings.ts) answering the same shape:
 *   GET {base}/agents/{agentId}/listings?page=N   Authorization: Bearer <key>
 *   → 200 { listings: FeedListing[], next_page: number | null }   401 bad key · 404 unknown agent
 */
export const SERVICE = 'RealHub (annonces)';
export const DEFAULT_REALHUB_LISTINGS_URL = 'https://api.realhub.ca/v1';
/** A feed longer than this is refused rather than read forever (a paging bug on their side). */
export const MAX_FEED_PAGES = 200;
/** Photos imported per listing: each one is two items of the listing's transaction (100 at most). */
export const MAX_SYNC_PHOTOS = 20;

const baseUrl = () => process.env.REALHUB_LISTINGS_API_URL || DEFAULT_REALHUB_LISTINGS_URL;

/** One listing as the feed sends it. Loose on purpose: a listing that does not map is skipped, not fatal. */
export const feedListingSchema = z.looseObject({
  mls_number: z.unknown(),
  title: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
  price: z.unknown(),
  address: z.optional(z.unknown()),
  city: z.optional(z.unknown()),
  postal_code: z.optional(z.unknown()),
  latitude: z.optional(z.unknown()),
  longitude: z.optional(z.unknown()),
  property_type: z.unknown(),
  bedrooms: z.optional(z.unknown()),
  bathrooms: z.optional(z.unknown()),
  area_sqft: z.optional(z.unknown()),
  year_built: z.optional(z.unknown()),
  garage_spaces: z.optional(z.unknown()),
  parking_spaces: z.optional(z.unknown()),
  status: z.optional(z.unknown()),
  sale_context: z.optional(z.unknown()),
  photos: z.optional(z.unknown()),
});
export type FeedListing = z.infer<typeof feedListingSchema>;

const feedPageSchema = z.object({
  listings: z.array(z.unknown()),
  next_page: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});

/** The feed's own words for a type (English), and ours (French) when it already speaks them. */
const TYPE_OF: Record<string, PropertyType> = {
  condo: 'condo',
  condominium: 'condo',
  house: 'maison',
  single_family: 'maison',
  detached: 'maison',
  maison: 'maison',
  townhouse: 'maison_de_ville',
  town_house: 'maison_de_ville',
  maison_de_ville: 'maison_de_ville',
  duplex: 'duplex',
  triplex: 'triplex',
  penthouse: 'penthouse',
  loft: 'loft',
  cottage: 'chalet',
  chalet: 'chalet',
  villa: 'villa',
  apartment: 'appartement',
  appartement: 'appartement',
  land: 'terrain',
  lot: 'terrain',
  terrain: 'terrain',
  commercial: 'commercial',
};

/** The feed's sale context, when it gives one we know (anything else: an ordinary sale, nothing invented). */
const SALE_CONTEXT_OF: Record<string, SaleContext> = {
  bank_owned: 'reprise_finance',
  repossession: 'reprise_finance',
  foreclosure: 'reprise_finance',
  reprise_finance: 'reprise_finance',
  reprise_de_finance: 'reprise_finance',
  estate: 'succession',
  estate_sale: 'succession',
  succession: 'succession',
};

const STATUS_OF: Record<string, PropertyStatus> = {
  active: 'disponible',
  available: 'disponible',
  for_sale: 'disponible',
  accepted_offer: 'offre_acceptee',
  under_contract: 'offre_acceptee',
  pending: 'en_attente',
  sold: 'vendu',
  rented: 'loue',
  leased: 'loue',
  withdrawn: 'retire',
  expired: 'retire',
  cancelled: 'retire',
};

/** The fields the feed owns: the sync writes these and nothing else (featured, brokers, scores stay the admin's). */
export type FeedFields = Pick<Property, 'title' | 'description' | 'price' | 'location' | 'propertyType' | 'status' | 'bedrooms' | 'bathrooms' | 'mlsNumber'> &
  Partial<Pick<Property, 'areaSqft' | 'garageSpaces' | 'parkingSpaces' | 'yearBuilt' | 'postalCode' | 'latitude' | 'longitude' | 'saleContext'>>;

export type MappedListing = { ok: true; mlsNumber: string; fields: FeedFields; photoUrls: string[] } | { ok: false; mlsNumber?: string; reason: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const key = (value: unknown) => text(value).toLowerCase().replace(/[\s-]+/g, '_');
/** A number, or a numeric string ("425000", "425 000,50"); undefined for anything else. */
const numeric = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const n = Number(value.replace(/[\s\u00a0$]/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};
const count = (value: unknown, max: number, whole: boolean) => {
  const n = numeric(value);
  if (n === undefined || n < 0 || n > max) return undefined;
  return whole ? Math.round(n) : Math.round(n * 2) / 2;
};
const MLS = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/**
 * The feed's position when it gives a usable one: both coordinates, numbers or numeric strings, on Earth, and
 * not 0,0 (an empty position some exports write). Anything else: none, and the address is geocoded.
 */
export function feedPosition(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | undefined {
  const lat = numeric(latitude);
  const lng = numeric(longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return undefined;
  return { latitude: lat, longitude: lng };
}

/** Feed photo addresses we may download: http(s) only, no credentials in them. */
export function isDownloadableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && value.length <= 2000;
  } catch {
    return false;
  }
}

/**
 * One feed listing → our property fields, or why it cannot be imported (skipped and counted, never
 * fatal): MLS number, a positive price and a known type are required; other fields are optional.
 */
export function mapListing(raw: unknown): MappedListing {
  const parsed = feedListingSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'annonce illisible' };
  const l = parsed.data;
  const mlsNumber = text(l.mls_number);
  if (!MLS.test(mlsNumber)) return { ok: false, reason: 'numéro MLS absent ou invalide' };
  const skip = (reason: string): MappedListing => ({ ok: false, mlsNumber, reason });

  const price = numeric(l.price);
  if (price === undefined || price <= 0 || price > 100_000_000) return skip('prix invalide');
  const propertyType = TYPE_OF[key(l.property_type)];
  if (!propertyType || !PROPERTY_TYPES.includes(propertyType)) return skip(`type inconnu (${text(l.property_type).slice(0, 40)})`);
  const status = l.status === undefined || l.status === null || text(l.status) === '' ? 'disponible' : STATUS_OF[key(l.status)];
  if (!status || !PROPERTY_STATUSES.includes(status)) return skip(`statut inconnu (${text(l.status).slice(0, 40)})`);

  const location = [text(l.address), text(l.city)].filter(Boolean).join(', ').slice(0, 200);
  if (!location) return skip('adresse absente');
  const title = (text(l.title) || location).slice(0, 200);
  const area = numeric(l.area_sqft);
  const garage = count(l.garage_spaces, 50, true);
  const parking = count(l.parking_spaces, 50, true);
  // A build year the feed gives, when it is one (an unlikely year is left out, never guessed).
  const year = numeric(l.year_built);
  const yearBuilt = year !== undefined && Number.isInteger(year) && year >= YEAR_BUILT_MIN && year <= yearBuiltMax() ? year : undefined;
  // A postal code that is one (« h2j2l3 » → « H2J 2L3 »); another value is left out, the listing still imported.
  const postalCode = normalizePostalCode(text(l.postal_code)) ?? undefined;
  const position = feedPosition(l.latitude, l.longitude);
  const saleContext = SALE_CONTEXT_OF[key(l.sale_context)];
  const photos = Array.isArray(l.photos) ? l.photos : [];
  const photoUrls = [
    ...new Set(
      photos
        .map((p) => (typeof p === 'string' ? p : typeof p === 'object' && p ? text((p as { url?: unknown }).url) : ''))
        .filter(isDownloadableUrl),
    ),
  ].slice(0, MAX_SYNC_PHOTOS);

  const fields: FeedFields = {
    mlsNumber,
    title,
    description: text(l.description).slice(0, 10_000),
    price,
    location,
    propertyType,
    status,
    bedrooms: count(l.bedrooms, 50, true) ?? 0,
    bathrooms: count(l.bathrooms, 50, false) ?? 0,
    ...(area !== undefined && area > 0 && area <= 1_000_000 ? { areaSqft: Math.round(area) } : {}),
    ...(garage !== undefined ? { garageSpaces: garage } : {}),
    ...(parking !== undefined ? { parkingSpaces: parking } : {}),
    ...(yearBuilt !== undefined ? { yearBuilt } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(saleContext ? { saleContext } : {}),
    ...position,
  };
  return { ok: true, mlsNumber, fields, photoUrls };
}

export type FeedCredentials = { apiKey: string; agentId: string };

const client = ({ apiKey }: FeedCredentials, policy: RetryPolicy = DEFAULT_RETRY_POLICY) =>
  integrationClient({ baseUrl: baseUrl(), headers: { authorization: `Bearer ${apiKey}` }, policy });
const listingsPath = (agentId: string, page: number) => `agents/${encodeURIComponent(agentId)}/listings?page=${page}`;

async function readPage(credentials: FeedCredentials, page: number, policy?: RetryPolicy) {
  const body = await callIntegration(SERVICE, () => client(credentials, policy).get(listingsPath(credentials.agentId, page)).json());
  const parsed = feedPageSchema.safeParse(body);
  if (!parsed.success) throw new Error(`${SERVICE} : réponse inattendue (page ${page})`);
  return { listings: parsed.data.listings, nextPage: parsed.data.next_page ?? null };
}

export const realhubListings = {
  /** The first page only: enough to prove the key and the agent id work ('Sauvegarder et tester'). */
  async check(credentials: FeedCredentials, policy?: RetryPolicy) {
    const { listings } = await readPage(credentials, 1, policy);
    return { listings: listings.length };
  },

  /** The whole feed, every page (each with the shared retry policy); any page failing fails it all. */
  async readAll(credentials: FeedCredentials): Promise<unknown[]> {
    const all: unknown[] = [];
    let page: number | null = 1;
    const seen = new Set<number>();
    while (page !== null) {
      if (seen.has(page) || seen.size >= MAX_FEED_PAGES) throw new Error(`${SERVICE} : pagination incohérente (page ${page})`);
      seen.add(page);
      const next: Awaited<ReturnType<typeof readPage>> = await readPage(credentials, page);
      all.push(...next.listings);
      page = next.nextPage;
    }
    return all;
  },
};

export type DownloadedPhoto = { ok: true; bytes: Uint8Array; contentType: AcceptedImageType } | { ok: false; reason: string };

/** Redirects followed for one photo, each hop checked again. */
export const MAX_PHOTO_REDIRECTS = 3;
/** One photo, every hop and the body included: a CDN trickling bytes never holds the run. */
export const PHOTO_DEADLINE_MS = 30_000;

/**
 * Addresses a feed photo may never be fetched from (SSRF): loopback, "this network", private
 * (10/8, 172.16/12, 192.168/16), carrier-grade NAT, link-local (169.254/16: the instance metadata
 * address), multicast/reserved, and their IPv6 counterparts (::1, ::, fc00::/7, fe80::/10, ff00::/8).
 */
const refused = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) refused.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (v4 or v6, IPv4-mapped IPv6 included) is one photos are never fetched from. Pure: unit-tested. */
export function isRefusedAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return isRefusedAddress(mapped[1]!);
  const family = isIP(ip);
  if (family === 4) return refused.check(ip, 'ipv4');
  if (family === 6) {
    // ::ffff:7f00:1 (IPv4-mapped written in hex) → 127.0.0.1.
    const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
    if (hexMapped) {
      const [hi, lo] = [parseInt(hexMapped[1]!, 16), parseInt(hexMapped[2]!, 16)];
      return isRefusedAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
    return refused.check(ip, 'ipv6');
  }
  return true; // not an address at all: refused
}

/**
 * Hosts exempted from the address rule: `REALHUB_PHOTO_HOSTS_ALLOWED` (comma-separated host names, as in
 * the URL). Set only by the test setups (the fakes listen on 127.0.0.1); never in production config.
 */
const allowedHosts = () =>
  new Set((process.env.REALHUB_PHOTO_HOSTS_ALLOWED ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));

/** Why a photo URL may not be fetched (its host is or resolves to a refused address), or undefined when it may. */
export async function photoHostRefusal(value: string, resolve: (host: string) => Promise<string[]> = resolveAll): Promise<string | undefined> {
  if (!isDownloadableUrl(value)) return 'adresse de photo refusée';
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowedHosts().has(host)) return undefined;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `hôte de photo introuvable (${host.slice(0, 60)})`;
  }
  if (addresses.length === 0 || addresses.some(isRefusedAddress)) return `hôte de photo refusé (${host.slice(0, 60)})`;
  return undefined;
}
const resolveAll = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Photos are public files on the feed's CDN: no key is sent with them (it would leak to any host named in the feed). */
const photoClient = () => integrationClient({ baseUrl: baseUrl() });

/** The body, read chunk by chunk and given up as soon as it passes the cap (Content-Length is not trusted). */
async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * One listing photo: JPEG, PNG or WebP of 15 MB at most (the upload limits; photo-process checks the
 * bytes again). Only from a public host (photoHostRefusal, checked again at each of at most 3
 * redirects), the body read with the cap enforced as it arrives, within PHOTO_DEADLINE_MS. A photo
 * refused for good (4xx, refused host, wrong type, too large) is left out of the listing; a photo
 * still unavailable after the retries throws, and fails the run.
 */
export async function downloadPhoto(url: string, deadlineMs = PHOTO_DEADLINE_MS): Promise<DownloadedPhoto> {
  const deadline = AbortSignal.timeout(deadlineMs);
  try {
    return await callIntegration(SERVICE, async () => {
      let target = url;
      for (let hop = 0; ; hop++) {
        const refusal = await photoHostRefusal(target);
        if (refusal) return { ok: false as const, reason: refusal };
        let response: Response;
        try {
          response = await photoClient().get(target, { redirect: 'manual', signal: deadline });
        } catch (error) {
          const location = isHTTPError(error) && error.response.status >= 300 && error.response.status < 400 ? error.response.headers.get('location') : null;
          if (!location) throw error;
          if (hop >= MAX_PHOTO_REDIRECTS) return { ok: false as const, reason: 'trop de redirections' };
          target = new URL(location, target).toString();
          continue;
        }
        const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType)) {
          await response.body?.cancel();
          return { ok: false as const, reason: `type refusé (${contentType || 'inconnu'})` };
        }
        const declared = Number(response.headers.get('content-length') ?? '0');
        if (declared > MAX_UPLOAD_BYTES) {
          await response.body?.cancel();
          return { ok: false as const, reason: 'photo de plus de 15 Mo' };
        }
        const bytes = await readCapped(response.body, MAX_UPLOAD_BYTES);
        if (!bytes || bytes.byteLength === 0) return { ok: false as const, reason: 'photo vide ou de plus de 15 Mo' };
        return { ok: true as const, bytes, contentType: contentType as AcceptedImageType };
      }
    });
  } catch (error) {
    if (error instanceof IntegrationError && !error.retryable) return { ok: false, reason: error.message };
    // Past its own deadline: left out (a host trickling bytes would otherwise fail every run).
    if (deadline.aborted) return { ok: false, reason: 'photo trop lente à télécharger' };
    throw error;
  }
}

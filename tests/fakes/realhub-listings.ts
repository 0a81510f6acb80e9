import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { listen, type FakeServer } from './fake-server.js';

/**
 * Stands in for RealHub's listing feed (shape assumed, as in shared/integrations/server/realhub-listings.ts):
 *   GET /agents/{agentId}/listings?page=N   Bearer key → { listings, next_page } (PAGE_SIZE per page)
 *   GET /photos/{name}.jpg                 a small real JPEG, its colour derived from the name
 * Wrong key → 401, unknown agent → 404. Control routes steer it from a test worker:
 *   POST /__control/feed       { listings?, apiKey?, agentId?, pageSize? } (photo urls starting with '/' get this origin)
 *   POST /__control/behaviour  { failOnPage?, failPhoto? (substring of the photo path), status?, retryAfter? (s), times?, delayMs? }
 *   GET  /__control/requests   what was asked, newest last: { method, path, authorized }
 *   POST /__control/reset      default key, agent and listings, normal behaviour, no requests
 */
export const FAKE_LISTINGS_API_KEY = 'rh-listings-test-key';
export const FAKE_LISTINGS_AGENT_ID = 'AG-1001';
const DEFAULT_PAGE_SIZE = 2;

type Behaviour = { failOnPage?: number; failPhoto?: string; status?: number; retryAfter?: number; times?: number; delayMs?: number };
type Listing = Record<string, unknown> & { photos?: { url: string }[] };

/** Three listings with two photos each: what the Playwright test imports. The first gives its coordinates, the others only their address. */
export const defaultListings = (): Listing[] => [
  {
    mls_number: 'RH-10001',
    title: 'Condo lumineux au Plateau',
    description: 'Grand condo de deux chambres près du parc La Fontaine.',
    price: 489_000,
    address: '4520 rue Saint-Denis',
    city: 'Montréal',
    postal_code: 'H2J 2L3',
    // The feed's own position (kept on import); the two others have none and are geocoded.
    latitude: 45.5248,
    longitude: -73.5813,
    property_type: 'condo',
    bedrooms: 2,
    bathrooms: 1,
    area_sqft: 980,
    year_built: 2012,
    status: 'active',
    photos: [{ url: '/photos/rh-10001-1.jpg' }, { url: '/photos/rh-10001-2.jpg' }],
  },
  {
    mls_number: 'RH-10002',
    title: 'Maison familiale à Sainte-Foy',
    description: 'Maison de quatre chambres avec cour arrière.',
    price: 629_000,
    address: '1200 avenue Roland-Beaudin',
    city: 'Québec',
    postal_code: 'G1V 3V8',
    property_type: 'house',
    bedrooms: 4,
    bathrooms: 2,
    area_sqft: 2100,
    year_built: 1988,
    status: 'active',
    photos: [{ url: '/photos/rh-10002-1.jpg' }],
  },
  {
    mls_number: 'RH-10003',
    title: 'Chalet au bord du lac',
    description: 'Chalet quatre saisons, accès au lac Memphrémagog.',
    price: 415_000,
    address: '88 chemin du Lac',
    city: 'Magog',
    postal_code: 'J1X 3W2',
    property_type: 'cottage',
    bedrooms: 3,
    bathrooms: 1.5,
    area_sqft: 1400,
    year_built: 1975,
    status: 'active',
    photos: [],
  },
];

export async function startFakeRealhubListings(): Promise<FakeServer> {
  let apiKey = FAKE_LISTINGS_API_KEY;
  let agentId = FAKE_LISTINGS_AGENT_ID;
  let pageSize = DEFAULT_PAGE_SIZE;
  let listings: Listing[] = defaultListings();
  let behaviour: Behaviour = {};
  let failures = 0;
  let requests: { method: string; path: string; authorized: boolean }[] = [];
  const photos = new Map<string, Buffer>();

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  /** Whether the configured failure applies to this request (and counts it). */
  const failing = (matches: boolean) => {
    if (!matches) return false;
    if (behaviour.times !== undefined && failures >= behaviour.times) return false;
    failures++;
    return true;
  };
  const fail = (res: ServerResponse) => {
    const status = behaviour.status ?? 500;
    json(res, status, { message: status === 429 ? 'Too many requests' : 'Internal error' }, behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {});
  };
  const photo = async (name: string) => {
    let bytes = photos.get(name);
    if (!bytes) {
      const hash = createHash('sha256').update(name).digest();
      bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: hash[0]!, g: hash[1]!, b: hash[2]! } } })
        .jpeg()
        .toBuffer();
      photos.set(name, bytes);
    }
    return bytes;
  };

  let origin = '';
  const absolute = (listing: Listing): Listing =>
    Array.isArray(listing.photos) ? { ...listing, photos: listing.photos.map((p) => (p?.url?.startsWith('/') ? { url: `${origin}${p.url}` } : p)) } : listing;

  const server = await listen(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (path.startsWith('/__control/')) {
        if (req.method === 'GET' && path === '/__control/requests') return json(res, 200, { requests });
        if (req.method !== 'POST') return json(res, 405, { message: 'Method not allowed' });
        const body = await readBody(req);
        if (path === '/__control/feed') {
          if (Array.isArray(body.listings)) listings = body.listings as Listing[];
          if (typeof body.apiKey === 'string') apiKey = body.apiKey;
          if (typeof body.agentId === 'string') agentId = body.agentId;
          if (typeof body.pageSize === 'number') pageSize = body.pageSize;
          return json(res, 200, { listings: listings.length });
        }
        if (path === '/__control/behaviour') {
          behaviour = body as Behaviour;
          failures = 0;
          return json(res, 200, behaviour);
        }
        if (path === '/__control/reset') {
          apiKey = FAKE_LISTINGS_API_KEY;
          agentId = FAKE_LISTINGS_AGENT_ID;
          pageSize = DEFAULT_PAGE_SIZE;
          listings = defaultListings();
          behaviour = {};
          failures = 0;
          requests = [];
          return json(res, 200, { reset: true });
        }
        return json(res, 404, { message: 'Unknown control route' });
      }

      const authorized = req.headers.authorization === `Bearer ${apiKey}`;
      requests.push({ method: req.method ?? 'GET', path: `${path}${url.search}`, authorized });
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));

      const photoMatch = /^\/photos\/([\w.-]+)\.jpg$/.exec(path);
      if (req.method === 'GET' && photoMatch) {
        // Photos are public files on their CDN: no key needed.
        if (failing(behaviour.failPhoto !== undefined && path.includes(behaviour.failPhoto))) return fail(res);
        const bytes = await photo(photoMatch[1]!);
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
        return res.end(bytes);
      }

      const listingsMatch = /^\/agents\/([^/]+)\/listings$/.exec(path);
      if (req.method === 'GET' && listingsMatch) {
        if (!authorized) return json(res, 401, { message: 'Invalid API key' });
        if (decodeURIComponent(listingsMatch[1]!) !== agentId) return json(res, 404, { message: 'Agent not found' });
        const page = Number(url.searchParams.get('page') ?? '1');
        if (!Number.isInteger(page) || page < 1) return json(res, 422, { message: 'page must be a positive integer' });
        if (failing(behaviour.failOnPage !== undefined && page === behaviour.failOnPage)) return fail(res);
        const start = (page - 1) * pageSize;
        const slice = listings.slice(start, start + pageSize).map(absolute);
        return json(res, 200, { listings: slice, page, total: listings.length, next_page: start + pageSize < listings.length ? page + 1 : null });
      }
      return json(res, 404, { message: 'Not found' });
    } catch (error) {
      json(res, 500, { message: error instanceof Error ? error.message : 'error' });
    }
  });
  origin = server.origin;
  return server;
}

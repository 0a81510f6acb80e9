import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { foldForSearch } from '../../shared/text.js';
import { demoProperties } from './seed/data/properties.js';

/**
 * Stand-in of Amazon Location Service Places v2 `Geocode` (what shared/integrations/server/amazon-location.ts
 * sends: POST /v2/geocode, SigV4 service geo-places, docs/integrations.md), so the local stack and the tests
 * place listings with no network. It knows only real places:
 * - the demo listings' neighbourhoods (`District, City`, at the position the demo data gives them);
 * - the cities of the demo and of the feed fake (`Locality`, at their city centre);
 * - Quebec postal areas (the first 3 characters of a postal code, `PostalCode` at the area's approximate centre);
 * - places a test registers (POST /__control/places).
 * Anything else: no result. Like the service, it refuses an unsigned call (403) and a body without QueryText (400).
 * Control routes (tests/fakes/amazon-location.ts starts it as the tests' fake):
 *   POST /__control/behaviour  { fail?: status, match?: text the query must contain, times?, delayMs? }
 *   POST /__control/places     { places: [{ text, latitude, longitude, placeType?, postalCode? }] } (added)
 *   GET  /__control/requests   { requests: [{ queryText, intendedUse, signed }] }, oldest first
 *   POST /__control/reset      no added place, normal behaviour, no requests
 */

type Place = { latitude: number; longitude: number; placeType: string; title: string; postalCode?: string; locality?: string; district?: string };

/** City centres (WGS 84) of the cities the demo and the feed fake name. */
const CITIES: Record<string, [number, number]> = {
  Montréal: [45.5019, -73.5674],
  Québec: [46.8139, -71.208],
  Lévis: [46.8033, -71.1779],
  Laval: [45.6066, -73.7124],
  Longueuil: [45.5312, -73.5181],
  Gatineau: [45.4765, -75.7013],
  Sherbrooke: [45.4042, -71.8929],
  'Trois-Rivières': [46.3432, -72.5477],
  Saguenay: [48.4284, -71.0685],
  'Mont-Tremblant': [46.1185, -74.5962],
  Orford: [45.35, -72.2333],
  Chambly: [45.449, -73.288],
  Magog: [45.2668, -72.1476],
};

/**
 * Quebec forward sortation areas (the first 3 characters of a postal code) → approximate centre of the
 * area: the demo's, the feed fake's and a few more of the cities above.
 */
export const QUEBEC_POSTAL_AREAS: Record<string, [number, number]> = {
  // Montréal
  H2G: [45.544, -73.585], H2H: [45.529, -73.568], H2J: [45.528, -73.58], H2T: [45.525, -73.59], H2V: [45.519, -73.608], H2X: [45.511, -73.569],
  H2Y: [45.506, -73.556], H3A: [45.5045, -73.577], H3B: [45.501, -73.568], H3C: [45.496, -73.556], H3Z: [45.486, -73.594],
  H4C: [45.476, -73.586],
  // Laval
  H7L: [45.607, -73.77], H7V: [45.535, -73.745], H7X: [45.53, -73.82],
  // Québec and Lévis
  G1H: [46.858, -71.268], G1K: [46.815, -71.218], G1L: [46.828, -71.23], G1R: [46.811, -71.213], G1S: [46.788, -71.241], G1V: [46.778, -71.278],
  G6V: [46.8, -71.18], G6W: [46.74, -71.25],
  // Rive-Sud de Montréal
  J3L: [45.445, -73.29], J3Y: [45.5, -73.42], J4H: [45.535, -73.51],
  // Gatineau
  J8X: [45.43, -75.72], J9H: [45.4, -75.84],
  // Estrie
  J1G: [45.41, -71.86], J1H: [45.4, -71.895], J1X: [45.28, -72.18],
  // Mauricie, Saguenay, Laurentides
  G8Y: [46.36, -72.59], G9A: [46.345, -72.545], G7H: [48.42, -71.06], G7X: [48.415, -71.245], J8E: [46.21, -74.59],
};

const POSTAL_CODE = /\b([A-Z]\d[A-Z]) ?(\d[A-Z]\d)\b/i;
/** 'Rosemont–La Petite-Patrie,  Montréal' and 'rosemont-la petite-patrie, montreal' are one key. */
const keyOf = (text: string) =>
  foldForSearch(text)
    .replace(/[\u2010-\u2015]/g, '-')
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part && part !== 'qc' && part !== 'canada')
    .join(', ');

function knownPlaces(): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const [city, [latitude, longitude]] of Object.entries(CITIES)) {
    places.set(keyOf(city), { latitude, longitude, placeType: 'Locality', title: `${city}, QC, Canada`, locality: city });
  }
  for (const p of demoProperties) {
    const [district, locality] = p.location.split(',').map((s) => s.trim());
    places.set(keyOf(p.location), { latitude: p.latitude, longitude: p.longitude, placeType: 'District', title: `${p.location}, QC, Canada`, district, locality });
  }
  return places;
}

type Behaviour = { fail?: number; match?: string; times?: number; delayMs?: number };
type Request = { queryText: string; intendedUse?: string; signed: boolean };

const ERROR_TYPES: Record<number, string> = { 400: 'ValidationException', 403: 'AccessDeniedException', 429: 'ThrottlingException', 500: 'InternalServerException' };

/** A SigV4 Authorization header for Places: credential scoped to geo-places, host and date signed, and a date header. */
function signedForPlaces(req: http.IncomingMessage): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=[^/\s]+\/\d{8}\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/.exec(header);
  if (!match || match[2] !== 'geo-places') return false;
  const signedHeaders = match[3]!.split(';');
  return signedHeaders.includes('host') && signedHeaders.includes('x-amz-date') && typeof req.headers['x-amz-date'] === 'string';
}

/** Starts the stand-in on loopback (a free port unless one is given). */
export async function startPlacesStandIn(options: { port?: number } = {}) {
  const known = knownPlaces();
  let added = new Map<string, Place>();
  let behaviour: Behaviour = {};
  let failures = 0;
  let requests: Request[] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', ...(ERROR_TYPES[status] ? { 'x-amzn-errortype': ERROR_TYPES[status] } : {}) });
    res.end(JSON.stringify(body));
  };

  /** The places the query text names: an added or known place first, else the postal area of its postal code. */
  function geocode(queryText: string): Place[] {
    const postal = POSTAL_CODE.exec(queryText);
    const key = keyOf(queryText.replace(POSTAL_CODE, ''));
    const place = added.get(key) ?? known.get(key);
    if (place) return [place];
    const area = postal ? QUEBEC_POSTAL_AREAS[postal[1]!.toUpperCase()] : undefined;
    if (!postal || !area) return [];
    const code = `${postal[1]} ${postal[2]}`.toUpperCase();
    return [{ latitude: area[0], longitude: area[1], placeType: 'PostalCode', title: `${code}, QC, Canada`, postalCode: code }];
  }

  const resultItem = (place: Place, index: number) => ({
    PlaceId: `local-${index}-${place.latitude}-${place.longitude}`,
    PlaceType: place.placeType,
    Title: place.title,
    Address: {
      Label: place.title,
      Country: { Code2: 'CA', Code3: 'CAN', Name: 'Canada' },
      Region: { Code: 'QC', Name: 'Québec' },
      ...(place.locality ? { Locality: place.locality } : {}),
      ...(place.district ? { District: place.district } : {}),
      ...(place.postalCode ? { PostalCode: place.postalCode } : {}),
    },
    Position: [place.longitude, place.latitude],
    MapView: [place.longitude - 0.01, place.latitude - 0.01, place.longitude + 0.01, place.latitude + 0.01],
    MatchScores: { Overall: 1 },
  });

  async function control(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Record<string, unknown>) {
    if (req.method === 'GET' && path === '/__control/requests') return send(res, 200, { requests });
    if (req.method !== 'POST') return send(res, 405, { message: 'Method not allowed' });
    if (path === '/__control/behaviour') {
      behaviour = body as Behaviour;
      failures = 0;
      return send(res, 200, behaviour);
    }
    if (path === '/__control/places') {
      for (const p of (body.places ?? []) as { text: string; latitude: number; longitude: number; placeType?: string; postalCode?: string }[]) {
        added.set(keyOf(p.text), { latitude: p.latitude, longitude: p.longitude, placeType: p.placeType ?? 'PointAddress', title: `${p.text}, QC, Canada`, postalCode: p.postalCode });
      }
      return send(res, 200, { places: added.size });
    }
    if (path === '/__control/reset') {
      added = new Map();
      behaviour = {};
      failures = 0;
      requests = [];
      return send(res, 200, { reset: true });
    }
    return send(res, 404, { message: 'Unknown control route' });
  }

  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | undefined;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = undefined;
      }
      const path = new URL(req.url ?? '/', 'http://places').pathname;
      if (path.startsWith('/__control/')) return await control(req, res, path, body ?? {});
      if (req.method !== 'POST' || path !== '/v2/geocode') return send(res, 404, { message: 'Not found' });

      const signed = signedForPlaces(req);
      const queryText = typeof body?.QueryText === 'string' ? body.QueryText : '';
      requests.push({ queryText, intendedUse: typeof body?.IntendedUse === 'string' ? body.IntendedUse : undefined, signed });
      if (!signed) return send(res, 403, { message: "Missing or invalid SigV4 signature: credential must be scoped to service 'geo-places'." });
      if (!body || !queryText || queryText.length > 200) {
        return send(res, 400, { message: 'QueryText is required (1 to 200 characters).', reason: body ? 'FieldValidationFailed' : 'CannotParse', fieldList: [{ name: 'QueryText', message: 'invalid' }] });
      }
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      const targeted = behaviour.fail !== undefined && (!behaviour.match || foldForSearch(queryText).includes(foldForSearch(behaviour.match)));
      if (targeted && (behaviour.times === undefined || failures < behaviour.times)) {
        failures++;
        return send(res, behaviour.fail!, { message: behaviour.fail === 429 ? 'Rate exceeded' : 'Internal server error' });
      }
      const countries = (body.Filter as { IncludeCountries?: string[] } | undefined)?.IncludeCountries;
      const inCanada = !countries || countries.includes('CAN') || countries.includes('CA');
      const max = typeof body.MaxResults === 'number' ? body.MaxResults : 20;
      const found = inCanada ? geocode(queryText).slice(0, max) : [];
      return send(res, 200, { PricingBucket: 'Core', ResultItems: found.map(resultItem) });
    } catch (error) {
      send(res, 500, { message: error instanceof Error ? error.message : 'error' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

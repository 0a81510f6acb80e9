import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { VIEWER_ADDRESS_HEADER } from '../../shared/abuse/server/rate-limit.js';
import { ROUTES, routeKey, type HttpFunctionName, type RouteDef } from '../../shared/http/routes.js';
import type { HttpEvent } from '../../shared/http/server/handler.js';
import { isServableMediaKey } from '../../shared/media/renditions.js';
import { pageObjectKey } from '../../shared/site/pages.js';
import { loadViewerRequest, type KeyValueReader, type ViewerRequestHandler } from '../cloudfront/viewer-request.js';
import { serveLocalBasemap } from './basemap.js';

export type LambdaResult = { statusCode?: number; headers?: Record<string, string | number | boolean>; body?: string };
export type HttpLambda = (event: HttpEvent) => Promise<LambdaResult | string>;

export type GatewayOptions = {
  port: number;
  handlers: Record<HttpFunctionName, HttpLambda>;
  verifyAccessToken: (token: string) => Promise<Record<string, unknown>>;
  /** The security headers CloudFront adds (infra/security-headers.ts), sent on every answer. */
  securityHeaders: Record<string, string>;
  webDist: string;
  /** Fetches an object of the media bucket; null when absent. */
  getMedia: (key: string) => Promise<{ body: Uint8Array; contentType?: string } | null>;
  /** The site behaviour: its viewer-request function reads this store; pages come from the site bucket. */
  site: {
    kvs: KeyValueReader;
    /** Fetches a prerendered page (an object of the site bucket); null when absent. */
    getPage: (key: string) => Promise<{ body: Uint8Array; contentType?: string } | null>;
  };
  /** Extra same-origin endpoints (the Cognito proxy, runtime config). */
  extra?: ExtraEndpoints;
};

/** Answers a request it knows and resolves true, or resolves false for the gateway to go on. */
export type ExtraEndpoints = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<boolean>;

const compiled = ROUTES.map((route) => ({
  route,
  regex: new RegExp(
    `^${route.path
      .replace(/[.*?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\+\}/g, '(?<$1>.+)')
      .replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`,
  ),
}));

/**
 * The claims as the HTTP API JWT authorizer hands them to Lambda: every value a string, arrays as
 * "[a b]" (so `cognito:groups` reads "[admin editors]"), numbers as their decimal text.
 */
export function apiGatewayClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]),
  );
}

/** The decoded path, or null when its percent-encoding is malformed (decodeURIComponent throws). */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Mirrors API Gateway's route matching on the shared route table (the path's encoding is already checked). */
export function matchRoute(method: string, pathname: string) {
  for (const { route, regex } of compiled) {
    if (route.method !== method) continue;
    const m = regex.exec(pathname);
    if (m) {
      const params = Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { route, params };
    }
  }
  return null;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};


function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** API Gateway refuses bodies over 10 MB with a 413 before any Lambda runs. */
const API_GATEWAY_MAX_PAYLOAD = 10 * 1024 * 1024;
class PayloadTooLarge extends Error {}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > API_GATEWAY_MAX_PAYLOAD) reject(new PayloadTooLarge());
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toEvent(req: http.IncomingMessage, url: URL, route: RouteDef, params: Record<string, string>, body: Buffer, claims?: Record<string, unknown>): HttpEvent {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
  // Like CloudFront's viewer-request function, name the visitor (and overwrite what a client sent). The
  // local gateway stands for a proxy too: a test can speak for another visitor with X-Forwarded-For.
  headers[VIEWER_ADDRESS_HEADER] = headers['x-forwarded-for']?.split(',')[0]?.trim() || (req.socket.remoteAddress ?? '127.0.0.1');
  return httpApiEvent({
    route,
    path: url.pathname,
    query: url.searchParams,
    rawQuery: url.search.slice(1),
    headers,
    params,
    body: body.length ? body.toString('utf8') : undefined,
    claims,
    host: url.host,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  });
}

/** An API Gateway HTTP API event (payload 2.0) for one route, as API Gateway builds it. */
export function httpApiEvent(o: {
  route: RouteDef;
  path: string;
  query: URLSearchParams;
  /** As the client wrote it (API Gateway keeps its encoding); by default the query's own serialisation. */
  rawQuery?: string;
  headers: Record<string, string>;
  params?: Record<string, string>;
  body?: string;
  claims?: Record<string, unknown>;
  host: string;
  sourceIp: string;
}): HttpEvent {
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(o.route),
    rawPath: o.path,
    rawQueryString: o.rawQuery ?? o.query.toString(),
    headers: o.headers,
    queryStringParameters: o.query.size ? Object.fromEntries(o.query.entries()) : undefined,
    pathParameters: o.params && Object.keys(o.params).length ? o.params : undefined,
    body: o.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: o.host,
      domainPrefix: 'local',
      http: { method: o.route.method, path: o.path, protocol: 'HTTP/1.1', sourceIp: o.sourceIp, userAgent: o.headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: routeKey(o.route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(o.claims ? { authorizer: { jwt: { claims: o.claims } } } : {}),
    },
  } as HttpEvent;
}

async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer, options: GatewayOptions) {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { message: 'Not Found' });
  let claims: Record<string, unknown> | undefined;
  if (match.route.auth !== 'public') {
    // Like the JWT authorizer: no valid token, no invocation.
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return sendJson(res, 401, { message: 'Unauthorized' });
    try {
      claims = apiGatewayClaims(await options.verifyAccessToken(token));
    } catch {
      return sendJson(res, 401, { message: 'Unauthorized' });
    }
  }
  const result = await options.handlers[match.route.fn](toEvent(req, url, match.route, match.params, body, claims));
  const normalised = typeof result === 'string' ? { statusCode: 200, body: result } : result;
  // CloudFront's policy overrides whatever the function set (override: true): so does the gateway.
  res.writeHead(normalised.statusCode ?? 200, { ...(normalised.headers as Record<string, string>), ...options.securityHeaders });
  res.end(normalised.body ?? '');
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const gzipCache = new Map<string, Buffer>();

/** Gzips text like CloudFront does, so local measurements match production transfer sizes. */
function sendBody(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, o: { contentType: string; cache: string; status?: number; cacheKey?: string }) {
  const headers: Record<string, string | number> = { 'content-type': o.contentType, 'cache-control': o.cache, vary: 'accept-encoding' };
  if (COMPRESSIBLE.test(o.contentType) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    let gz = o.cacheKey ? gzipCache.get(o.cacheKey) : undefined;
    if (!gz) {
      gz = gzipSync(body);
      if (o.cacheKey) gzipCache.set(o.cacheKey, gz);
    }
    res.writeHead(o.status ?? 200, { ...headers, 'content-encoding': 'gzip', 'content-length': gz.length });
    return res.end(req.method === 'HEAD' ? undefined : gz);
  }
  res.writeHead(o.status ?? 200, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serveFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, cache: string, status = 200) {
  if (!COMPRESSIBLE.test(MIME[path.extname(file)] ?? '')) {
    res.writeHead(status, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': cache, 'content-length': statSync(file).size });
    if (req.method === 'HEAD') return res.end();
    return createReadStream(file).pipe(res);
  }
  sendBody(req, res, readFileSync(file), { contentType: MIME[path.extname(file)]!, cache, status, cacheKey: `${file}:${statSync(file).mtimeMs}` });
}

/** HTML is revalidated on every visit (pages change with the data); hashed assets are immutable. */
const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The site behaviour, like CloudFront: the same viewer-request function (infra/cloudfront) rewrites the
 * path, then a file of the web build answers (assets, app-shell.html, runtime config), else the
 * prerendered page of the site bucket, else the SPA shell with a 404 (its not-found page renders).
 */
async function serveSite(req: http.IncomingMessage, res: http.ServerResponse, decoded: string, webDist: string, site: GatewayOptions['site'], viewerRequest: ViewerRequestHandler) {
  // The path also names a bucket object: no way out of the site's keys.
  if (decoded.split('/').includes('..')) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Bad request');
  }
  const rewritten = await viewerRequest({ request: { uri: decoded, method: req.method ?? 'GET', querystring: {}, headers: {} } });
  const uri = 'uri' in rewritten ? rewritten.uri : decoded;
  // The build emits app-shell.html beside index.html; an older build has only index.html.
  const shell = [path.join(webDist, 'app-shell.html'), path.join(webDist, 'index.html')].find((file) => existsSync(file));
  if (!shell && uri === '/app-shell.html') return notBuilt(res);
  if (shell && uri === '/app-shell.html') return serveFile(req, res, shell, HTML_CACHE);
  // index.html of the build is the shell, never the home: the renderer writes the home to the bucket (as the deployment excludes it).
  const requested = path.normalize(path.join(webDist, uri));
  if (requested.startsWith(webDist + path.sep) && path.basename(requested) !== 'index.html' && existsSync(requested) && statSync(requested).isFile()) {
    return serveFile(req, res, requested, requested.includes(`${path.sep}assets${path.sep}`) ? ASSET_CACHE : HTML_CACHE);
  }
  const page = await site.getPage(pageObjectKey(uri));
  if (page) {
    const contentType = page.contentType ?? MIME[path.extname(uri)] ?? 'text/html; charset=utf-8';
    return sendBody(req, res, Buffer.from(page.body), { contentType, cache: HTML_CACHE });
  }
  if (!shell) return notBuilt(res);
  serveFile(req, res, shell, HTML_CACHE, 404);
}

function notBuilt(res: http.ServerResponse) {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
  res.end("Le site n'est pas construit : lancez `npm run build:web`.");
}

export function startGateway(options: GatewayOptions): Promise<http.Server> {
  const viewerRequest = loadViewerRequest(options.site.kvs);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    // Like CloudFront's response headers policy: on every answer, whatever serves it.
    for (const [name, value] of Object.entries(options.securityHeaders)) res.setHeader(name, value);
    try {
      // A path whose percent-encoding is broken (`%E0%A4%A`) names nothing: 400, before any route or bucket.
      const decoded = decodePath(url.pathname);
      if (decoded === null) return sendJson(res, 400, { message: 'Bad Request' });
      const body = await readBody(req);
      if (options.extra && (await options.extra(req, res, body))) return;
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return await handleApi(req, res, url, body, options);
      // The offline basemap (Amazon Location's maps in AWS): same origin, so the CSP names no map host locally.
      if (await serveLocalBasemap(req, res, url.pathname)) return;
      if (url.pathname.startsWith('/media/')) {
        const key = decoded.slice('/media/'.length);
        // Renditions and the seed's own WebP files only: never an original, nor any other object.
        const object = isServableMediaKey(key) ? await options.getMedia(key) : null;
        if (!object) return sendJson(res, 404, { message: 'Not Found' });
        res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'cache-control': 'public, max-age=86400' });
        return res.end(object.body);
      }
      await serveSite(req, res, decoded, options.webDist, options.site, viewerRequest);
    } catch (error) {
      if (error instanceof PayloadTooLarge) {
        res.setHeader('connection', 'close');
        return sendJson(res, 413, { message: 'Request Entity Too Large' });
      }
      console.error('[gateway] request failed', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the local stack has no real security (cognito-local checks no credentials).
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

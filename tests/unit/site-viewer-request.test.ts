import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadViewerRequest, type KeyValueReader } from '../../infra/cloudfront/viewer-request.js';
import { startGateway, type HttpLambda } from '../../infra/local/gateway.js';
import { FUNCTIONS, type HttpFunctionName } from '../../shared/http/routes.js';

/** A stand-in of CloudFront's `cf.kvs()` handle: a missing key rejects, as the real helper does. */
const store = (items: Record<string, string>): KeyValueReader => ({
  get: async (key) => {
    if (!(key in items)) throw new Error(`The key ${key} does not exist`);
    return items[key]!;
  },
});
const rewrite = async (uri: string, kvs: KeyValueReader = store({})) => {
  const result = await loadViewerRequest(kvs)({ request: { uri, method: 'GET', querystring: {}, headers: {} } });
  return 'uri' in result ? result.uri : result;
};

describe('site viewer-request function (infra/cloudfront/site-viewer-request.js)', () => {
  it('answers / with the maintenance page only while the switch reads true', async () => {
    expect(await rewrite('/', store({ maintenance: 'true' }))).toBe('/maintenance.html');
    expect(await rewrite('/index.html', store({ maintenance: 'true' }))).toBe('/maintenance.html');
    expect(await rewrite('/', store({ maintenance: 'false' }))).toBe('/index.html');
    // No key yet (a fresh store) or a failing read: off (spec: a maintenance-mode read failure is treated as off).
    expect(await rewrite('/', store({}))).toBe('/index.html');
    expect(await rewrite('/', { get: () => Promise.reject(new Error('throttled')) })).toBe('/index.html');
    // Other pages never read the switch: the prerendered page is answered.
    expect(await rewrite('/listings', { get: () => Promise.reject(new Error('must not be read')) })).toBe('/listings');
  });

  it.each([
    ['/admin', '/app-shell.html'],
    ['/admin/properties/p1', '/app-shell.html'],
    ['/favorites', '/app-shell.html'],
    ['/search', '/app-shell.html'],
    ['/auth', '/app-shell.html'],
    ['/desabonnement', '/app-shell.html'],
    ['/alertes', '/app-shell.html'],
    ['/admin/', '/app-shell.html'],
    // Not SPA-only: a page whose name merely starts like one.
    ['/administration', '/administration'],
    ['/listings', '/listings'],
    ['/listings/', '/listings'],
    ['/property/abc-123', '/property/abc-123'],
    ['/blog/mon-article//', '/blog/mon-article'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/robots.txt', '/robots.txt'],
    ['/maintenance.html', '/maintenance.html'],
    ['/app-shell.html', '/app-shell.html'],
  ])('%s → %s', async (uri, expected) => {
    expect(await rewrite(uri, store({ maintenance: 'true' }))).toBe(expected);
  });

  it('stays within what the CloudFront runtime accepts: one import of the cloudfront module, under 10 KB', async () => {
    const { readFileSync } = await import('node:fs');
    const { SITE_VIEWER_REQUEST_FILE } = await import('../../infra/cloudfront/viewer-request.js');
    const source = readFileSync(SITE_VIEWER_REQUEST_FILE, 'utf8');
    expect(source.match(/^import /gm)).toEqual(['import ']);
    expect(source).not.toMatch(/^export /m);
    expect(Buffer.byteLength(source)).toBeLessThan(10 * 1024);
  });
});

describe('local gateway, site behaviour', () => {
  const flags: Record<string, string> = {};
  const pages: Record<string, string> = {
    'index.html': '<title>Accueil prérendu</title>',
    'maintenance.html': '<title>Site en maintenance</title>',
    'property/p1': '<title>Propriété p1</title>',
    'sitemap.xml': '<urlset/>',
  };
  let server: http.Server;
  let base: string;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gateway-site-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'app-shell.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    const none: HttpLambda = async () => ({ statusCode: 204 });
    server = await startGateway({
      port: 0,
      handlers: Object.fromEntries(FUNCTIONS.map((fn) => [fn, none])) as Record<HttpFunctionName, HttpLambda>,
      verifyAccessToken: async () => ({}),
      securityHeaders: {},
      webDist: dist,
      getMedia: async () => null,
      site: {
        kvs: store(flags),
        getPage: async (key) => (key in pages ? { body: new TextEncoder().encode(pages[key]), contentType: key.endsWith('.xml') ? 'application/xml' : 'text/html; charset=utf-8' } : null),
      },
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: await res.text(), type: res.headers.get('content-type'), cache: res.headers.get('cache-control') };
  };

  it('answers the prerendered home, and the maintenance page while the switch is on', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: pages['index.html'], cache: 'no-cache' });
    flags.maintenance = 'true';
    expect(await get('/')).toMatchObject({ status: 200, body: pages['maintenance.html'] });
    flags.maintenance = 'false';
    expect((await get('/')).body).toBe(pages['index.html']);
  });

  it('answers pages from the bucket, SPA-only routes and missing pages with the shell', async () => {
    expect(await get('/property/p1/')).toMatchObject({ status: 200, body: pages['property/p1'] });
    expect(await get('/sitemap.xml')).toMatchObject({ status: 200, body: '<urlset/>', type: 'application/xml' });
    expect(await get('/admin/leads')).toMatchObject({ status: 200, body: '<!doctype html><title>shell</title>' });
    expect(await get('/assets/index-abc.js')).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
    // A page with no object (not rendered, or its property deactivated) and a path of no route: the shell, 404.
    expect(await get('/agents')).toMatchObject({ status: 404, body: '<!doctype html><title>shell</title>' });
    expect(await get('/nulle-part')).toMatchObject({ status: 404, body: '<!doctype html><title>shell</title>' });
    expect(await get('/assets/absent.js')).toMatchObject({ status: 404 });
    expect((await get('/blog/%2e%2e%2f%2e%2e%2fsecret')).status).toBe(400);
  });
});

import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DIRECT_API_CHECK, MALFORMED_PATHS_CHECK, formatResult, runSmokeChecks, type SmokeReport } from '../../infra/smoke/checks.js';
import { createReadOnlyHttp } from '../../infra/smoke/read-only-http.js';
import { baselineProblems, driftProblems } from '../../infra/smoke/security-header-rules.js';
import { main } from '../../infra/smoke.js';
import { securityHeaders } from '../../infra/security-headers.js';
import { openApiDocument } from '../../shared/http/openapi.js';
import { buildSitemap, robotsTxt } from '../../shared/site/seo/sitemap.js';

/**
 * The smoke test against a tiny site served here: right, it passes; each kind of wrong answer fails its
 * check and the run (in process and through the real `npm run smoke` command).
 */
type Answer = { status?: number; headers?: Record<string, string>; body?: string; hang?: boolean };
type Site = { url: string; methods: string[]; close(): Promise<void> };

const servers: Site[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const html = (head: string, path: string | null) =>
  `<!doctype html><html lang="fr-CA"><head>${head}</head><body><div id="root"><main>Page</main></div>${
    path === null ? '' : `<script type="application/json" id="app-data">${JSON.stringify({ path, router: {}, queries: {} })}</script>`
  }<script type="module" src="/assets/boot.js"></script></body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** What the deployed site answers, built with the product's own sitemap, robots.txt and OpenAPI generators. */
async function rightAnswers(origin: string): Promise<Record<string, Answer>> {
  const json = { 'content-type': 'application/json' };
  const page = { 'content-type': 'text/html; charset=utf-8' };
  return {
    '/api/health': { headers: json, body: JSON.stringify({ status: 'ok', time: new Date().toISOString() }) },
    '/api/openapi.json': { headers: json, body: JSON.stringify(openApiDocument()) },
    '/': {
      headers: page,
      body: html(
        jsonLd({ '@context': 'https://schema.org', '@type': 'RealEstateAgent', '@id': `${origin}/#courtage`, name: 'Courtage Québec' }) +
          jsonLd({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Courtage Québec' }),
        '/',
      ),
    },
    '/property/prop-1': {
      headers: page,
      body: html(jsonLd({ '@context': 'https://schema.org', '@type': ['RealEstateListing'], name: 'Condo à Laval' }) + jsonLd({ '@type': 'BreadcrumbList' }), '/property/prop-1'),
    },
    '/sitemap.xml': { headers: { 'content-type': 'application/xml' }, body: await buildSitemap(origin, [{ path: '/' }, { path: '/listings' }, { path: '/property/prop-1' }]) },
    '/robots.txt': { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: robotsTxt(origin) },
  };
}

const SHELL: Answer = { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html('', null) };

/**
 * A site on a free loopback port: every answer carries the headers infra/security-headers.ts defines
 * (http), unless `options.headers` replaces them; `change` edits the right answers (`*`: any other path).
 */
async function startSite(change: (answers: Record<string, Answer>, origin: string) => void = () => {}, options: { headers?: (path: string) => Record<string, string> } = {}): Promise<Site> {
  const methods: string[] = [];
  let answers: Record<string, Answer> = {};
  const server = http.createServer((req, res) => {
    methods.push(req.method ?? '');
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const answer = answers[pathname] ?? answers['*'] ?? SHELL;
    if (answer.hang) return;
    const security = options.headers?.(pathname) ?? securityHeaders({ connectOrigins: ['http://127.0.0.1:4569'], schedulingOrigin: 'http://127.0.0.1:4999', https: false });
    res.writeHead(answer.status ?? 200, { ...security, ...answer.headers });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  answers = await rightAnswers(url);
  change(answers, url);
  const site: Site = {
    url,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(site);
  return site;
}

const failures = (report: SmokeReport) => Object.fromEntries(report.results.filter((r) => r.status === 'fail').map((r) => [r.name, r.reason]));

describe('smoke checks', () => {
  it('pass on a site that answers right, with GET requests only, and skip the direct API call without --api-url', async () => {
    const site = await startSite();
    const report = await runSmokeChecks({ siteUrl: `${site.url}/` });
    expect(failures(report)).toEqual({});
    expect(report.ok).toBe(true);
    expect(report.results.find((r) => r.name === DIRECT_API_CHECK)).toMatchObject({ status: 'skip', reason: 'no --api-url' });
    expect(report.results.filter((r) => r.status === 'pass')).toHaveLength(report.results.length - 1);
    expect(new Set(site.methods)).toEqual(new Set(['GET']));
    expect(report.results.map(formatResult).at(-1)).toBe(`- ${DIRECT_API_CHECK}: skipped (no --api-url)`);
  });

  it('fail on wrong security headers: inline scripts allowed, no nosniff, framing allowed', async () => {
    const site = await startSite(undefined, {
      headers: () => ({
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
      }),
    });
    const report = await runSmokeChecks({ siteUrl: site.url });
    expect(report.ok).toBe(false);
    const failed = failures(report);
    expect(Object.keys(failed).sort()).toEqual([
      'security headers of the API answer /api/health',
      'security headers of the API answer /api/health as infra/security-headers.ts defines them',
      'security headers of the page /',
      'security headers of the page / as infra/security-headers.ts defines them',
    ]);
    expect(failed['security headers of the page /']).toContain("allows 'unsafe-inline' in script-src");
    expect(failed['security headers of the page /']).toContain('X-Content-Type-Options is missing');
    expect(failed['security headers of the page /']).toContain('framing allowed');
    expect(formatResult(report.results.find((r) => r.status === 'fail')!)).toMatch(/^✗ security headers of the page \/: /);
  });

  it('the command exits 1 when a check fails and 0 when all pass', async () => {
    const bad = await startSite((answers) => {
      answers['/api/health'] = { status: 503, headers: { 'content-type': 'application/json' }, body: '{"message":"Service Unavailable"}' };
    });
    const lines: string[] = [];
    expect(await main([bad.url], (line) => lines.push(line))).toBe(1);
    expect(lines).toContain('✗ GET /api/health: /api/health answered 503, expected 200');
    expect(lines.at(-1)).toMatch(/^1 of \d+ checks failed\.$/);

    // The real command, as CI runs it.
    const tsx = path.join('node_modules', '.bin', 'tsx');
    const run = (url: string) => promisify(execFile)(tsx, ['infra/smoke.ts', url], { timeout: 60_000 }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    const failing = await run(bad.url);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('✗ GET /api/health');
    const good = await startSite();
    const passing = await run(good.url);
    expect(passing.stdout).not.toContain('✗');
    expect(passing.code).toBe(0);
  }, 60_000);

  it('refuse a bad URL as a usage error (2) before any request', async () => {
    const lines: string[] = [];
    expect(await main(['ftp://example.com'], (line) => lines.push(line))).toBe(2);
    expect(await main(['https://example.com/some/path'], (line) => lines.push(line))).toBe(2);
    expect(await main([], (line) => lines.push(line))).toBe(2);
  });

  it('fail when a header differs from infra/security-headers.ts even if it meets the baseline', async () => {
    const site = await startSite(undefined, {
      headers: () => ({ ...securityHeaders({ connectOrigins: [], schedulingOrigin: 'https://calendly.com', https: false }), 'referrer-policy': 'no-referrer' }),
    });
    const failed = failures(await runSmokeChecks({ siteUrl: site.url }));
    expect(failed['security headers of the page /']).toBeUndefined();
    expect(failed['security headers of the page / as infra/security-headers.ts defines them']).toBe('Referrer-Policy is "no-referrer", expected "strict-origin-when-cross-origin"');
  });

  it('fail on a home that is not prerendered, JSON-LD that does not parse, and a property page without its listing', async () => {
    const site = await startSite((answers) => {
      answers['/'] = { headers: { 'content-type': 'text/html' }, body: html('<script type="application/ld+json">{"@type": "RealEstateAgent",</script>', null) };
      answers['/property/prop-1'] = { headers: { 'content-type': 'text/html' }, body: html(jsonLd({ '@type': 'Product' }), '/property/prop-1') };
    });
    const failed = failures(await runSmokeChecks({ siteUrl: site.url }));
    expect(failed['home page / prerendered, with the brokerage JSON-LD']).toBe('/ is not prerendered: no <script id="app-data">');
    expect(failed['property page from the sitemap']).toBe('/property/prop-1: no JSON-LD of @type RealEstateListing (found Product)');

    const broken = await startSite((answers) => {
      answers['/'] = { headers: { 'content-type': 'text/html' }, body: html('<script type="application/ld+json">{"@type": "RealEstateAgent",</script>', '/') };
    });
    const reason = failures(await runSmokeChecks({ siteUrl: broken.url }))['home page / prerendered, with the brokerage JSON-LD'];
    expect(reason).toMatch(/^\/: JSON-LD script 1 does not parse/);

    // Every property URL answering the home page: prerendered, but not this page.
    const homeEverywhere = await startSite((answers) => {
      answers['/property/prop-1'] = answers['/']!;
    });
    expect(failures(await runSmokeChecks({ siteUrl: homeEverywhere.url }))['property page from the sitemap']).toBe('/property/prop-1: its app-data was rendered for "/"');
  });

  it('fail on a sitemap off the site origin, without properties or served as HTML, and on a robots.txt that does not name it', async () => {
    const site = await startSite();
    const noSitemapLine = await startSite((answers) => {
      answers['/robots.txt'] = { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' };
    });
    // The site's sitemap names another origin (the one of `site`).
    const foreign = await buildSitemap(site.url, [{ path: '/' }, { path: '/property/prop-1' }]);
    const wrong = await startSite((answers) => {
      answers['/sitemap.xml'] = { headers: { 'content-type': 'application/xml' }, body: foreign };
      answers['/robots.txt'] = { headers: { 'content-type': 'text/plain' }, body: robotsTxt(site.url) };
    });
    const failed = failures(await runSmokeChecks({ siteUrl: wrong.url }));
    expect(failed['/sitemap.xml']).toBe(`/sitemap.xml has 2 URL(s) off ${wrong.url}, e.g. ${site.url}/`);
    expect(failed['property page from the sitemap']).toBe(failed['/sitemap.xml']);
    expect(failed['/robots.txt names the sitemap']).toBe(`robots.txt names ${site.url}/sitemap.xml, expected Sitemap: ${wrong.url}/sitemap.xml`);
    expect(failures(await runSmokeChecks({ siteUrl: noSitemapLine.url }))['/robots.txt names the sitemap']).toBe(`robots.txt names no sitemap, expected Sitemap: ${noSitemapLine.url}/sitemap.xml`);

    const empty = await startSite((answers, origin) => {
      answers['/sitemap.xml'] = { headers: { 'content-type': 'text/xml' }, body: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>' + origin + '/</loc></url></urlset>' };
    });
    const emptyFailed = failures(await runSmokeChecks({ siteUrl: empty.url }));
    expect(emptyFailed['/sitemap.xml']).toBeUndefined();
    expect(emptyFailed['property page from the sitemap']).toBe('no /property/ URL in /sitemap.xml (no active property is published)');

    const htmlSitemap = await startSite((answers) => {
      answers['/sitemap.xml'] = { headers: { 'content-type': 'text/html' }, body: '<html></html>' };
    });
    expect(failures(await runSmokeChecks({ siteUrl: htmlSitemap.url }))['/sitemap.xml']).toBe('/sitemap.xml has content-type "text/html", expected application/xml');

    const sitemapFailure = async (body: string) => {
      const served = await startSite((answers) => {
        answers['/sitemap.xml'] = { headers: { 'content-type': 'application/xml' }, body };
      });
      return failures(await runSmokeChecks({ siteUrl: served.url }))['/sitemap.xml'];
    };
    expect(await sitemapFailure('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>')).toBe('/sitemap.xml is not a <urlset>');
    expect(await sitemapFailure('<urlset><url><loc>http://127.0.0.1/</loc></url></urlset>')).toBe("/sitemap.xml's <urlset> is not in the http://www.sitemaps.org/schemas/sitemap/0.9 namespace");
    expect(await sitemapFailure('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://127.0.0.1/</lo></url></urlset>')).toMatch(/^\/sitemap.xml does not parse: Unexpected close tag/);
  });

  it('fail on a redirect instead of the home', async () => {
    const redirecting = await startSite((answers) => {
      answers['/'] = { status: 301, headers: { location: 'https://ailleurs.example/' } };
    });
    const failed = failures(await runSmokeChecks({ siteUrl: redirecting.url }));
    expect(failed['home page / prerendered, with the brokerage JSON-LD']).toBe('/ answered 301 (Location: https://ailleurs.example/), expected 200');
  });

  it('fail when a made-up path answers 200, a JSON 404 or a 404 page without the app shell', async () => {
    const notFound = async (answer: Answer) => {
      const site = await startSite((answers) => {
        answers['*'] = answer;
      });
      return failures(await runSmokeChecks({ siteUrl: site.url }))['not-found page'];
    };
    expect(await notFound({ headers: { 'content-type': 'text/html' }, body: html('', null) })).toMatch(/^\/smoke-test-page-inexistante-[0-9a-f]{12} answered 200, expected 404$/);
    expect(await notFound({ status: 404, headers: { 'content-type': 'application/json' }, body: '{"message":"Not Found"}' })).toMatch(/has content-type "application\/json", expected text\/html$/);
    expect(await notFound({ status: 404, headers: { 'content-type': 'text/html' }, body: '<html><body>Not found</body></html>' })).toMatch(/answered 404 without the app's HTML shell/);
  });

  it('fail when a malformed percent-encoded path answers 5xx or 200 instead of a 4xx', async () => {
    const site = await startSite((answers) => {
      answers['/api/properties/%E0%A4%A'] = { status: 500, headers: { 'content-type': 'application/json' }, body: '{}' };
      answers['/media/%E0%A4%A'] = { status: 200, headers: { 'content-type': 'image/webp' }, body: '' };
    });
    expect(failures(await runSmokeChecks({ siteUrl: site.url }))[MALFORMED_PATHS_CHECK]).toBe(
      '/api/properties/%E0%A4%A answered 500, expected a 4xx; /media/%E0%A4%A answered 200, expected a 4xx',
    );
  });

  it('fail on an OpenAPI document of another version or that lacks the health route', async () => {
    const openApi = async (document: unknown) => {
      const site = await startSite((answers) => {
        answers['/api/openapi.json'] = { headers: { 'content-type': 'application/json' }, body: JSON.stringify(document) };
      });
      return failures(await runSmokeChecks({ siteUrl: site.url }))['GET /api/openapi.json (OpenAPI 3.1)'];
    };
    expect(await openApi({ openapi: '3.0.3', paths: { '/api/health': {} } })).toBe('not an OpenAPI 3.1 document (openapi: "3.0.3")');
    expect(await openApi({ openapi: '3.1.0', paths: {} })).toBe('the OpenAPI document does not describe /api/health');
  });

  it('check that a direct call to the API is refused (403) when --api-url is given', async () => {
    const site = await startSite();
    const openApi = await startSite();
    const guardedApi = await startSite((answers) => {
      answers['/api/health'] = { status: 403, headers: { 'content-type': 'application/json' }, body: '{"message":"Forbidden"}' };
    });
    const open = await runSmokeChecks({ siteUrl: site.url, apiUrl: `${openApi.url}/` });
    expect(failures(open)[DIRECT_API_CHECK]).toBe(`${openApi.url}/api/health answered 200: the API answers without CloudFront (its origin secret is not checked)`);
    expect(open.ok).toBe(false);
    const guarded = await runSmokeChecks({ siteUrl: site.url, apiUrl: guardedApi.url });
    expect(guarded.results.find((r) => r.name === DIRECT_API_CHECK)?.status).toBe('pass');
    expect(guarded.ok).toBe(true);
    expect(guardedApi.methods).toEqual(['GET']);
  });

  it('give up on an answer that does not come within the timeout', async () => {
    const site = await startSite((answers) => {
      answers['/robots.txt'] = { hang: true };
    });
    const started = Date.now();
    const failed = failures(await runSmokeChecks({ siteUrl: site.url, timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failed).toEqual({ '/robots.txt names the sitemap': `GET ${site.url}/robots.txt: no complete answer within 0.3 s` });
  });
});

describe('read-only HTTP', () => {
  const refused = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });

  it('retries a refused connection a bounded number of times, then reports it', async () => {
    let calls = 0;
    const flaky = createReadOnlyHttp({
      retryDelaysMs: [1],
      fetch: async () => {
        calls++;
        if (calls < 3) throw refused();
        return new Response('ok');
      },
    });
    expect((await flaky.request('http://127.0.0.1:9/x')).body).toBe('ok');
    expect(calls).toBe(3);

    calls = 0;
    const down = createReadOnlyHttp({
      retryDelaysMs: [1],
      fetch: async () => {
        calls++;
        throw refused();
      },
    });
    await expect(down.request('http://127.0.0.1:9/x')).rejects.toThrow('GET http://127.0.0.1:9/x: ECONNREFUSED after 3 attempts');
    expect(calls).toBe(3);
  });

  it('never retries a timeout, and refuses any method but GET and HEAD', async () => {
    let calls = 0;
    const slow = createReadOnlyHttp({
      timeoutMs: 50,
      fetch: async (_url, init) => {
        calls++;
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      },
    });
    await expect(slow.request('http://127.0.0.1:9/x')).rejects.toThrow('no complete answer within 0.05 s');
    expect(calls).toBe(1);
    await expect(slow.request('http://127.0.0.1:9/x', 'POST' as 'GET')).rejects.toThrow('refusing POST');
    expect(calls).toBe(1);
  });

  it('reports a server that is down', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = createReadOnlyHttp({ retryDelaysMs: [1] });
    await expect(down.request(`http://127.0.0.1:${port}/`)).rejects.toThrow(`GET http://127.0.0.1:${port}/: ECONNREFUSED after 3 attempts`);
  });
});

describe('security header rules', () => {
  const headersOf = (https: boolean) => new Headers(securityHeaders({ connectOrigins: ['https://cognito-idp.ca-central-1.amazonaws.com'], schedulingOrigin: 'https://calendly.com', https }));

  it('accept what infra/security-headers.ts defines, over http and https', () => {
    for (const https of [false, true]) {
      expect(baselineProblems(headersOf(https), https)).toEqual([]);
      expect(driftProblems(headersOf(https), https)).toEqual([]);
    }
  });

  it('require HSTS over https only', () => {
    const headers = headersOf(false);
    expect(baselineProblems(headers, false)).toEqual([]);
    expect(baselineProblems(headers, true)).toEqual(['no Strict-Transport-Security on an https site']);
    headers.set('strict-transport-security', 'max-age=0');
    expect(baselineProblems(headers, true)).toEqual(['Strict-Transport-Security without a positive max-age: "max-age=0"']);
  });

  it('fall back to default-src for scripts, and accept frame-ancestors instead of X-Frame-Options', () => {
    const headers = new Headers({
      'content-security-policy': "default-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(baselineProblems(headers, false)).toEqual(["Content-Security-Policy allows 'unsafe-inline' in script-src"]);
  });

  it('name each CSP difference: a missing or widened fixed directive, an unknown directive, a lost per-deployment token', () => {
    const headers = headersOf(true);
    const csp = headers.get('content-security-policy')!;
    headers.set(
      'content-security-policy',
      csp
        .replace("object-src 'none'; ", '')
        .replace("img-src 'self'", "img-src 'self' http:")
        .replace("connect-src 'self'", 'connect-src')
        .concat('; worker-src blob:'),
    );
    expect(driftProblems(headers, true)).toEqual([
      'Content-Security-Policy img-src also allows http:',
      "Content-Security-Policy connect-src lacks 'self'",
      'Content-Security-Policy lacks object-src',
      'Content-Security-Policy has worker-src, which infra/security-headers.ts does not define',
    ]);
  });
});

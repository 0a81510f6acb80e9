import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorLevel, XMLToSitemapItemStream, type SitemapItem } from 'sitemap';
import { brokerageRef } from '../../shared/site/seo/json-ld.js';
import { APP_DATA_ELEMENT_ID } from '../../web/src/ssr/app-data.js';
import { createReadOnlyHttp, RequestFailed, type FetchedAnswer, type ReadOnlyHttpOptions } from './read-only-http.js';
import { baselineProblems, driftProblems } from './security-header-rules.js';

/**
 * The smoke test of a live site (issue 24): what a deployed site must answer, checked from outside with
 * GET requests only (no sign-in, no write), so it is safe on production. The CLI is infra/smoke.ts.
 */
export type SmokeOptions = ReadOnlyHttpOptions & {
  /** The site, e.g. https://courtage-exemple.ca (the CloudFormation output SiteUrl). */
  siteUrl: string;
  /** The HTTP API's own endpoint (output ApiUrl): a call there, bypassing CloudFront, must be refused. */
  apiUrl?: string;
};

export type CheckResult = { name: string; status: 'pass' | 'fail' | 'skip'; reason?: string };
export type SmokeReport = { ok: boolean; results: CheckResult[] };

/** A check's failure, with the reason the report prints. */
class CheckFailed extends Error {}
class Skipped extends Error {}

function fail(reason: string): never {
  throw new CheckFailed(reason);
}

/** The name of the direct-API check (skipped without --api-url). */
export const DIRECT_API_CHECK = 'direct API call (bypassing CloudFront) refused';

/** Paths whose percent-encoding is broken, on the API, the media and the pages (issue 25, item 3). */
export const MALFORMED_PATHS = ['/api/properties/%E0%A4%A', '/media/%E0%A4%A', '/property/%E0%A4%A'] as const;
export const MALFORMED_PATHS_CHECK = 'malformed percent-encoded paths answer 4xx, never 5xx';

/** The brokerage's JSON-LD type, as the renderer writes it (shared/site/seo/json-ld.ts). */
const BROKERAGE_TYPE = (brokerageRef({ origin: 'https://example.invalid', brandName: '' }) as { '@type': string })['@type'];
const LISTING_TYPE = 'RealEstateListing';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The HTTP API's base URL (its stage path kept, no trailing slash). */
export function apiBaseOf(apiUrl: string): string {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`Not a URL: ${apiUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) URL: ${apiUrl}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The site's origin from the URL given (a trailing slash is fine; a path is not: the site is at the root). */
export function siteOriginOf(siteUrl: string): URL {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`Not a URL: ${siteUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) URL: ${siteUrl}`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`The site URL is an origin, without a path or query: ${siteUrl}`);
  return new URL(url.origin);
}

type Context = {
  origin: string;
  https: boolean;
  apiBase?: string;
  /** GET of a path of the site (or of an absolute URL), each URL fetched once per run. */
  get(pathOrUrl: string): Promise<FetchedAnswer>;
  /** The URLs of /sitemap.xml, parsed once. */
  sitemapUrls(): Promise<URL[]>;
};

function expectStatus(answer: FetchedAnswer, status: number) {
  if (answer.status === status) return;
  const location = answer.headers.get('location');
  fail(`${new URL(answer.url).pathname} answered ${answer.status}${location ? ` (Location: ${location})` : ''}, expected ${status}`);
}

function expectContentType(answer: FetchedAnswer, pattern: RegExp, expected: string) {
  const type = answer.headers.get('content-type') ?? '';
  if (!pattern.test(type)) fail(`${new URL(answer.url).pathname} has content-type "${type}", expected ${expected}`);
}

function parseJsonBody(answer: FetchedAnswer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    return fail(`${new URL(answer.url).pathname} is not JSON: ${answer.body.slice(0, 80)}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's <script> elements: their type and id attributes and their text. */
function scripts(html: string) {
  const attribute = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs)?.slice(1).find((v) => v !== undefined);
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(([, attrs = '', text = '']) => ({ type: attribute(attrs, 'type')?.toLowerCase(), id: attribute(attrs, 'id'), text }));
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A prerendered page carries its data: the app-data JSON, rendered for this very path. */
function expectAppData(html: string, path: string) {
  const element = scripts(html).find((s) => s.id === APP_DATA_ELEMENT_ID);
  if (!element) fail(`${path} is not prerendered: no <script id="${APP_DATA_ELEMENT_ID}">`);
  if (element.type !== 'application/json') fail(`${path}: <script id="${APP_DATA_ELEMENT_ID}"> has type "${element.type}", expected application/json`);
  let data: unknown;
  try {
    data = JSON.parse(element.text);
  } catch {
    fail(`${path}: the ${APP_DATA_ELEMENT_ID} JSON does not parse`);
  }
  if (!isRecord(data)) fail(`${path}: the ${APP_DATA_ELEMENT_ID} JSON is not an object`);
  const renderedFor = data.path;
  // The renderer may name the path decoded (an id with an accent) where the sitemap encodes it.
  if (typeof renderedFor !== 'string' || decoded(renderedFor) !== decoded(path)) fail(`${path}: its ${APP_DATA_ELEMENT_ID} was rendered for ${JSON.stringify(renderedFor)}`);
}

/** Every JSON-LD node of the page (arrays and @graph flattened); a script that does not parse fails the check. */
function jsonLdNodes(html: string, path: string): Record<string, unknown>[] {
  const blocks = scripts(html).filter((s) => s.type === 'application/ld+json');
  if (!blocks.length) fail(`${path} has no <script type="application/ld+json">`);
  const nodes: Record<string, unknown>[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) {
      nodes.push(value);
      if (Array.isArray(value['@graph'])) value['@graph'].forEach(collect);
    }
  };
  blocks.forEach((block, index) => {
    try {
      collect(JSON.parse(block.text));
    } catch (error) {
      fail(`${path}: JSON-LD script ${index + 1} does not parse (${(error as Error).message})`);
    }
  });
  return nodes;
}

function expectJsonLdType(html: string, path: string, type: string) {
  const nodes = jsonLdNodes(html, path);
  const types = nodes.flatMap((node) => [node['@type']].flat()).filter((t): t is string => typeof t === 'string');
  if (!types.includes(type)) fail(`${path}: no JSON-LD of @type ${type} (found ${types.join(', ') || 'none'})`);
}

async function parseSitemapXml(xml: string): Promise<SitemapItem[]> {
  const items: SitemapItem[] = [];
  const parser = new XMLToSitemapItemStream({ level: ErrorLevel.THROW, logger: false });
  await new Promise<void>((resolve, reject) => {
    Readable.from([xml])
      .pipe(parser)
      .on('data', (item: SitemapItem) => items.push(item))
      .on('end', resolve)
      .on('error', reject);
  });
  return items;
}

type Check = { name: string; run(context: Context): Promise<void> };

const CHECKS: Check[] = [
  {
    name: 'GET /api/health',
    async run({ get }) {
      const answer = await get('/api/health');
      expectStatus(answer, 200);
      expectContentType(answer, /^application\/json\b/i, 'application/json');
      const body = parseJsonBody(answer);
      if (!isRecord(body) || body.status !== 'ok') fail(`/api/health answered ${answer.body.slice(0, 120)}, expected {"status":"ok",…}`);
    },
  },
  {
    name: 'home page / prerendered, with the brokerage JSON-LD',
    async run({ get }) {
      const answer = await get('/');
      expectStatus(answer, 200);
      expectContentType(answer, /^text\/html\b/i, 'text/html');
      expectAppData(answer.body, '/');
      expectJsonLdType(answer.body, '/', BROKERAGE_TYPE);
    },
  },
  {
    name: '/sitemap.xml',
    async run({ sitemapUrls }) {
      await sitemapUrls();
    },
  },
  {
    name: 'property page from the sitemap',
    async run({ get, sitemapUrls }) {
      const property = (await sitemapUrls()).find((url) => url.pathname.startsWith('/property/'));
      if (!property) fail('no /property/ URL in /sitemap.xml (no active property is published)');
      const path = property.pathname;
      const answer = await get(path);
      expectStatus(answer, 200);
      expectContentType(answer, /^text\/html\b/i, 'text/html');
      expectAppData(answer.body, path);
      expectJsonLdType(answer.body, path, LISTING_TYPE);
    },
  },
  {
    name: '/robots.txt names the sitemap',
    async run({ get, origin }) {
      const answer = await get('/robots.txt');
      expectStatus(answer, 200);
      expectContentType(answer, /^text\/plain\b/i, 'text/plain');
      const named = [...answer.body.matchAll(/^\s*sitemap\s*:\s*(\S+)\s*$/gim)].map((m) => m[1]);
      const expected = `${origin}/sitemap.xml`;
      if (!named.includes(expected)) fail(`robots.txt names ${named.length ? named.join(', ') : 'no sitemap'}, expected Sitemap: ${expected}`);
    },
  },
  ...(
    [
      ['the page /', '/'],
      ['the API answer /api/health', '/api/health'],
    ] as const
  ).flatMap(([what, path]) =>
    (
      [
        [`security headers of ${what}`, baselineProblems],
        [`security headers of ${what} as infra/security-headers.ts defines them`, driftProblems],
      ] as const
    ).map(([name, problemsOf]) => ({
      name,
      async run({ get, https }: Context) {
        const problems = problemsOf((await get(path)).headers, https);
        if (problems.length) fail(problems.join('; '));
      },
    })),
  ),
  {
    name: 'not-found page',
    async run({ get }) {
      // A path no page will ever have, different on every run (no cached answer can hide a change).
      const path = `/smoke-test-page-inexistante-${randomBytes(6).toString('hex')}`;
      const answer = await get(path);
      expectStatus(answer, 404);
      expectContentType(answer, /^text\/html\b/i, 'text/html');
      if (!/<div\b[^>]*\bid\s*=\s*["']?root\b/i.test(answer.body)) fail(`${path} answered 404 without the app's HTML shell (no <div id="root">)`);
    },
  },
  {
    name: MALFORMED_PATHS_CHECK,
    async run({ get }) {
      // A truncated percent-encoding (issue 25): API Gateway, CloudFront and our code must refuse it, never fail on it.
      const answers = await Promise.all(MALFORMED_PATHS.map((path) => get(path)));
      const failed = answers.filter((answer) => answer.status < 400 || answer.status >= 500);
      if (failed.length) fail(failed.map((answer) => `${MALFORMED_PATHS[answers.indexOf(answer)]} answered ${answer.status}, expected a 4xx`).join('; '));
    },
  },
  {
    name: 'GET /api/openapi.json (OpenAPI 3.1)',
    async run({ get }) {
      const answer = await get('/api/openapi.json');
      expectStatus(answer, 200);
      expectContentType(answer, /^application\/json\b/i, 'application/json');
      const document = parseJsonBody(answer);
      if (!isRecord(document) || typeof document.openapi !== 'string' || !/^3\.1(\.\d+)?$/.test(document.openapi)) {
        fail(`not an OpenAPI 3.1 document (openapi: ${JSON.stringify(isRecord(document) ? document.openapi : undefined)})`);
      }
      const paths = document.paths;
      if (!isRecord(paths) || !('/api/health' in paths)) fail('the OpenAPI document does not describe /api/health');
    },
  },
  {
    name: DIRECT_API_CHECK,
    async run({ apiBase, get }) {
      if (!apiBase) throw new Skipped('no --api-url');
      const answer = await get(`${apiBase}/api/health`);
      if (answer.status === 403) return;
      fail(
        answer.status === 200
          ? `${answer.url} answered 200: the API answers without CloudFront (its origin secret is not checked)`
          : `${answer.url} answered ${answer.status}, expected 403`,
      );
    },
  },
];

export const CHECK_NAMES = CHECKS.map((check) => check.name);

/** One line of the report: ✓ name, ✗ name: reason, - name: skipped (reason). */
export function formatResult(result: CheckResult): string {
  if (result.status === 'pass') return `✓ ${result.name}`;
  if (result.status === 'skip') return `- ${result.name}: skipped (${result.reason})`;
  return `✗ ${result.name}: ${result.reason}`;
}

/**
 * Runs every check (their requests in parallel, each URL fetched once) and reports them in order;
 * `onResult` sees each result as soon as it and the ones before it are known.
 */
export async function runSmokeChecks(options: SmokeOptions, onResult?: (result: CheckResult) => void): Promise<SmokeReport> {
  const origin = siteOriginOf(options.siteUrl);
  const apiBase = options.apiUrl === undefined ? undefined : apiBaseOf(options.apiUrl);
  const http = createReadOnlyHttp(options);
  const answers = new Map<string, Promise<FetchedAnswer>>();
  const get = (pathOrUrl: string) => {
    const url = new URL(pathOrUrl, origin).href;
    if (!answers.has(url)) answers.set(url, http.request(url, 'GET'));
    return answers.get(url)!;
  };
  let sitemap: Promise<URL[]> | undefined;
  const sitemapUrls = () =>
    (sitemap ??= (async () => {
      const answer = await get('/sitemap.xml');
      expectStatus(answer, 200);
      expectContentType(answer, /^(application|text)\/xml\b/i, 'application/xml');
      const root = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<urlset\b([^>]*)>/i.exec(answer.body);
      if (!root) fail('/sitemap.xml is not a <urlset>');
      if (!root[1]?.includes(`"${SITEMAP_NAMESPACE}"`)) fail(`/sitemap.xml's <urlset> is not in the ${SITEMAP_NAMESPACE} namespace`);
      let items: SitemapItem[] = [];
      try {
        items = await parseSitemapXml(answer.body);
      } catch (error) {
        fail(`/sitemap.xml does not parse: ${(error as Error).message.split('\n')[0]}`);
      }
      if (!items.length) fail('/sitemap.xml lists no URL');
      const urls = items.map((item) => new URL(item.url));
      const foreign = urls.filter((url) => url.origin !== origin.origin);
      if (foreign.length) fail(`/sitemap.xml has ${foreign.length} URL(s) off ${origin.origin}, e.g. ${foreign[0]!.href}`);
      return urls;
    })());
  const context: Context = { origin: origin.origin, https: origin.protocol === 'https:', apiBase, get, sitemapUrls };

  const running = CHECKS.map(async (check): Promise<CheckResult> => {
    try {
      await check.run(context);
      return { name: check.name, status: 'pass' };
    } catch (error) {
      if (error instanceof Skipped) return { name: check.name, status: 'skip', reason: error.message };
      if (error instanceof CheckFailed || error instanceof RequestFailed) return { name: check.name, status: 'fail', reason: error.message };
      return { name: check.name, status: 'fail', reason: `unexpected error: ${(error as Error).message}` };
    }
  });
  const results: CheckResult[] = [];
  for (const pending of running) {
    const result = await pending;
    results.push(result);
    onResult?.(result);
  }
  return { ok: results.every((result) => result.status !== 'fail'), results };
}

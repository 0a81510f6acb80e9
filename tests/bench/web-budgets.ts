/**
 * `npm run bench`: measures the budgets of the public pages (issues 12 and 29) against the real local stack,
 * on a fresh stack and on a used one (one that has run the end-to-end suite first), per page type:
 * - JavaScript (gzip) a first visit loads before the page is hydrated (≤ 100 KB), and in all; no admin or Amplify chunk;
 * - on a phone profile (4× CPU slowdown, slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up), the median of
 *   DEAD_WINDOW_RUNS (3) fresh visits: first contentful paint, hydrated-at (the app's `hydrated` mark, set when
 *   <html data-hydrated="true"> is), and the dead window between them, when the page looks ready and is not (≤ 1.0 s);
 *   where a map waits for « Afficher la carte » (/carte on a phone, a property's location), the time from that press
 *   to the map running with its markers;
 * - where the largest paint is a photo (hero, main photo), it is not lazy; every <img> has its size set;
 * - the lost-input checks (tests/e2e/before-hydration-*.spec.ts: typed, tapped and sent before hydration on a 4×
 *   slower CPU), run against the stack once it is measured: none may fail;
 * - Lighthouse mobile, median of LIGHTHOUSE_RUNS (3): performance ≥ 98, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.02,
 *   SEO 100, accessibility 100.
 * Timings on this machine are noisy: compare pages within one run rather than absolute numbers.
 *
 * `npm run bench -- --js-only` (or SKIP_LIGHTHOUSE=1): the JavaScript only, fresh stack, with each page's scripts listed (quick);
 * `npm run bench -- --fresh-only` / `--used-only`: one of the two stacks;
 * `npm run bench -- --only=property`: the pages whose path contains that text;
 * `npm run bench -- --used=tests/e2e/blog.spec.ts …`: the used stack runs only these end-to-end files first.
 * WEB_DIST_DIR measures another build (as the local stack serves it).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../infra/local/processes.js';
import { FIRST_LOAD_JS_GOAL_KB } from './web-budget-limits.js';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const arg = (name: string) => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const JS_ONLY = Boolean(arg('js-only')) || Boolean(process.env.SKIP_LIGHTHOUSE);
const ONLY = arg('only')?.slice('--only='.length);
const USED_SPECS = arg('used')?.slice('--used='.length).split(/[ ,]+/).filter(Boolean) ?? [];
const STACKS: StackKind[] = JS_ONLY || arg('fresh-only') ? ['fresh'] : arg('used-only') ? ['used'] : ['fresh', 'used'];
const DEAD_WINDOW_RUNS = Number(process.env.DEAD_WINDOW_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse's mobile profile (its `throttling.mobileSlow4G` and 4× CPU), applied through the DevTools protocol. */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8 } as const;
const BUDGET = { jsKb: FIRST_LOAD_JS_GOAL_KB, cls: 0.02, performance: 98, accessibility: 100, seo: 100, 'best-practices': 95 } as const;
const TIMING_BUDGET_MS = { LCP: 1200, TBT: 50, dead: 1000 } as const;

type StackKind = 'fresh' | 'used';
/** `appAt`: the app's first module requested (boot.ts starts it); `jsAt`: the last script before hydration arrived. */
type PhoneTimings = { FCP: number; LCP: number; appAt: number; jsAt: number; hydrated: number; dead: number; jsKb: number; jsAllKb: number; mapOpen?: number };
type Row = {
  stack: StackKind;
  page: string;
  admin: boolean;
  lcpImageEager: boolean | '–';
  unsizedImages: number;
  phone?: PhoneTimings;
  scores: Record<string, number>;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** An unthrottled first visit: the scripts it loads (listed with --js-only) and the checks on its images. */
async function measureBrowser(browser: Browser, url: string, waitFor: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(waitFor, { timeout: 15_000 });
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => {
    const imgs = [...document.images];
    const priority = imgs.find((i) => i.getAttribute('fetchpriority') === 'high');
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
    return {
      scripts,
      lcpImageEager: Boolean(priority && priority.loading !== 'lazy'),
      unsizedImages: imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length,
    };
  });
  await context.close();
  return result;
}

/**
 * One first visit (empty cache) on the phone profile: first contentful paint, the app's `hydrated` mark, and
 * the JavaScript (gzip bodies) that arrived before that mark and in all, from the page's own resource timings.
 */
async function phoneVisit(browser: Browser, url: string): Promise<PhoneTimings> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadBytesPerSecond, uploadThroughput: PHONE.uploadBytesPerSecond });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  // The page tells when it is hydrated through a binding: polling with `waitForFunction` would inject
  // Playwright's own script into the page while it loads, 100–150 ms of a phone's main thread in the window
  // measured, which no visitor's browser runs.
  let hydratedNow = () => {};
  const hydrated = new Promise<void>((resolve) => (hydratedNow = resolve));
  await page.exposeBinding('__benchHydrated', () => hydratedNow());
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { lcp: number }).lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('hydrated').length > 0) (window as unknown as { __benchHydrated: () => void }).__benchHydrated();
    }).observe({ type: 'mark', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await Promise.race([hydrated, page.waitForTimeout(90_000).then(() => Promise.reject(new Error(`${url}: not hydrated within 90 s`)))]);
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => {
    const hydrated = performance.getEntriesByName('hydrated')[0]!.startTime;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    // No named function in here: tsx would wrap it in a helper the page does not have.
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const app = scripts.filter((entry) => !/\/boot-[^/]+\.js$/.test(entry.name));
    return {
      fcp,
      hydrated,
      lcp: (window as unknown as { lcp?: number }).lcp ?? Number.NaN,
      appAt: Math.min(...app.map((entry) => entry.startTime)),
      jsAt: Math.max(...app.filter((entry) => entry.responseEnd <= hydrated).map((entry) => entry.responseEnd)),
      before: scripts.filter((entry) => entry.responseEnd <= hydrated).reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      all: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  });
  const mapOpen = await mapOpenTime(page);
  await context.close();
  return {
    FCP: Math.round(timings.fcp),
    LCP: Math.round(timings.lcp),
    appAt: Math.round(timings.appAt),
    jsAt: Math.round(timings.jsAt),
    hydrated: Math.round(timings.hydrated),
    dead: Math.round(timings.hydrated - timings.fcp),
    jsKb: kb(timings.before),
    jsAllKb: kb(timings.all),
    ...(mapOpen === undefined ? {} : { mapOpen }),
  };
}

/**
 * Where a phone's map waits for « Afficher la carte » (/carte, a property's location): what the press costs the
 * visitor, from the press to the map placed with its markers (MapLibre fetched, evaluated and started), on the
 * same phone profile.
 */
async function mapOpenTime(page: Page): Promise<number | undefined> {
  const show = page.getByRole('button', { name: 'Afficher la carte' });
  if ((await show.count()) === 0) return undefined;
  const started = Date.now();
  await show.click();
  // The markers are placed once MapLibre runs (before its tiles are drawn); a map that never comes is NaN.
  const placed = await page.locator('.maplibregl-marker').first().waitFor({ timeout: 90_000 }).then(() => true, () => false);
  return placed ? Date.now() - started : Number.NaN;
}

/** The median of each figure over DEAD_WINDOW_RUNS visits; the runs' dead windows are printed to show the noise. */
async function phoneTimings(browser: Browser, url: string): Promise<PhoneTimings> {
  const runs: PhoneTimings[] = [];
  for (let run = 0; run < DEAD_WINDOW_RUNS; run++) runs.push(await phoneVisit(browser, url));
  const result = Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(runs.map((r) => r[k as keyof PhoneTimings] ?? Number.NaN))])) as PhoneTimings;
  console.log(
    `${url}: phone profile, median of ${runs.length} — FCP ${result.FCP}, LCP ${result.LCP}, app requested ${result.appAt}, its scripts in ${result.jsAt}, ` +
      `hydrated ${result.hydrated} ms; dead windows ${runs.map((r) => r.dead).join(', ')} ms` +
      (result.mapOpen === undefined ? '' : `; map with its markers ${runs.map((r) => r.mapOpen).join(', ')} ms after « Afficher la carte »`),
  );
  return result;
}

/** Lighthouse varies run to run on a busy 2-core machine: the median of LIGHTHOUSE_RUNS runs is kept. */
async function lighthouseScores(url: string) {
  const results: Record<string, number>[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
      const { categories, audits } = result!.lhr;
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      const failed = (categories.accessibility?.auditRefs ?? []).map((ref) => audits[ref.id]!).filter((a) => a.score !== null && a.score < 1);
      if (failed.length) console.log(`${url}: accessibility audits failed — ${failed.map((a) => `${a.id}: ${JSON.stringify((a.details as { items?: unknown[] } | undefined)?.items?.slice(0, 2) ?? [])}`.slice(0, 600)).join('; ')}`);
      // Over the TBT budget: which scripts' tasks block (Lighthouse's own attribution), to know where to look.
      const longTasks = (audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
      if (ms('total-blocking-time') > TIMING_BUDGET_MS.TBT) {
        const where = (task: { url: string }) => (URL.canParse(task.url) ? new URL(task.url).pathname : task.url);
        console.log(`${url}: long tasks — ${longTasks.map((task) => `${Math.round(task.startTime)} ms +${Math.round(task.duration)} ${where(task)}`).join('; ')}`);
      }
      // Over the CLS budget: what moved (Lighthouse's own attribution).
      if ((audits['cumulative-layout-shift']?.numericValue ?? 0) > BUDGET.cls) {
        const shifts = (audits['layout-shifts']?.details as { items?: { score: number; node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? [];
        console.log(`${url}: layout shifts — ${shifts.map((shift) => `${shift.score.toFixed(3)} ${shift.node?.selector ?? ''} ${shift.node?.snippet?.slice(0, 120) ?? ''}`).join('; ')}`);
      }
      results.push({
        ...Object.fromEntries(Object.entries(categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])),
        LCP: ms('largest-contentful-paint'),
        TBT: ms('total-blocking-time'),
        CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    } finally {
      await chrome.kill();
    }
  }
  const medians = Object.fromEntries(Object.keys(results[0] ?? {}).map((k) => [k, median(results.map((r) => r[k]!))]));
  console.log(`${url}: Lighthouse, median of ${results.length} — LCP ${medians.LCP} ms, TBT ${medians.TBT} ms; performance runs ${results.map((r) => r.performance).join(', ')}`);
  return medians;
}

/**
 * A stack to measure: the end-to-end suite's (its own global setup: fakes, accounts). `fresh`: as it starts;
 * `used`: after the suite has run on it — its writes (leads, tracking, admin edits, pages rendered again) included.
 */
async function openStack(kind: StackKind): Promise<{ url: string; stop: () => Promise<void> }> {
  // The suite's ports (tests/e2e/stack-env.ts: this one and the next) are read when its modules load: set first,
  // then loaded, so that its stacks and the suite's browsers meet on the same ports.
  process.env.E2E_PORT = String(await freePort());
  const { startSuiteStacks } = await import('../e2e/global-setup.js');
  // The suite's second stack only for the suite's own run (its independent specs): measuring needs the shared one.
  const teardown = await startSuiteStacks({ independent: kind === 'used' });
  const url = `http://localhost:${process.env.E2E_PORT}`;
  if (kind === 'fresh') return { url, stop: teardown };
  const started = Date.now();
  // Not spawnSync: the stack lives in this process, and a blocked event loop would leave every request of the
  // suite unanswered (every test timed out).
  const e2e = spawn('npx', ['playwright', 'test', '-c', 'tests/bench/e2e-on-bench-stack.config.ts', ...USED_SPECS], { stdio: 'inherit', env: process.env });
  const [status] = (await once(e2e, 'exit')) as [number | null];
  console.log(`End-to-end suite on the used stack: exit ${status} in ${Math.round((Date.now() - started) / 1000)} s (its failures do not stop the bench).`);
  return { url, stop: teardown };
}

type LostInput = { stack: StackKind; passed: number; failed: string[] };

/** The lost-input checks against the stack just measured (lost-input-on-bench-stack.config.ts), from Playwright's JSON report. */
async function lostInputChecks(kind: StackKind): Promise<LostInput> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lost-input-'));
  try {
    const report = path.join(dir, 'report.json');
    const run = spawn('npx', ['playwright', 'test', '-c', 'tests/bench/lost-input-on-bench-stack.config.ts'], { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
    await once(run, 'exit');
    type Suite = { specs?: { title: string; ok: boolean }[]; suites?: Suite[] };
    const specs = (suite: Suite): { title: string; ok: boolean }[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
    const all = (JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites.flatMap(specs);
    if (all.length === 0) throw new Error('lost-input checks: no test ran');
    return { stack: kind, passed: all.filter((spec) => spec.ok).length, failed: all.filter((spec) => !spec.ok).map((spec) => spec.title) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureStack(kind: StackKind, browser: Browser): Promise<{ rows: Row[]; lostInput?: LostInput }> {
  const stack = await openStack(kind);
  try {
    const read = async <T,>(path: string) => (await (await fetch(`${stack.url}${path}`)).json()) as T;
    const featured = await read<{ items: { id: string }[] }>('/api/properties/featured');
    const agents = await read<{ items: { id: string }[] }>('/api/agents');
    const blog = await read<{ items: { slug: string }[] }>('/api/blog');
    // `photo`: the largest paint is a photo, which must then be eager and high priority.
    const pages = [
      { page: '/', waitFor: 'h1', photo: true },
      // On a phone the first card is below the filters, out of the first view: its photo is preloaded with a high
      // priority only from 640 px on (tests/e2e/home-listings.spec.ts), and the largest paint here is text.
      { page: '/listings', waitFor: 'a[href^="/property/"]', photo: false },
      { page: `/property/${featured.items[0]!.id}`, waitFor: 'h1', photo: true },
      { page: '/agents', waitFor: 'a[href^="/agent/"]', photo: false },
      { page: `/agent/${agents.items[0]!.id}`, waitFor: 'h1', photo: false },
      { page: '/vendeur-lead', waitFor: 'h1', photo: false },
      { page: '/blog', waitFor: 'a[href^="/blog/"]', photo: false },
      { page: `/blog/${blog.items[0]!.slug}`, waitFor: 'h1', photo: false },
      { page: '/carte', waitFor: 'h1', photo: false },
      // Issue 28: the calculators page holds the public budgets too.
      { page: '/calculatrices', waitFor: 'h1', photo: false },
      // Checked for their scripts and images only (no timings: the page types above cover their layout).
      { page: '/reprise-finance', waitFor: 'h1', photo: false, untimed: true },
      { page: '/contact', waitFor: 'h1', photo: false, untimed: true },
      { page: '/confidentialite', waitFor: 'h1', photo: false, untimed: true },
    ];
    const rows: Row[] = [];
    for (const { page, waitFor, photo, untimed } of pages.filter((p) => !ONLY || p.page.includes(ONLY))) {
      const url = `${stack.url}${page}`;
      const visit = await measureBrowser(browser, url, waitFor);
      if (JS_ONLY) {
        console.log(`${page}: ${kb(visit.scripts.reduce((sum, s) => sum + s.bytes, 0))} KB`);
        for (const script of [...visit.scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(script.bytes).toFixed(1).padStart(6)} KB  ${script.path}`);
      }
      rows.push({
        stack: kind,
        page: page.replace(/^\/(property|agent)\/.+/, '/$1/{id}').replace(/^\/blog\/.+/, '/blog/{slug}'),
        // Admin screens and the Amplify (auth) chunk never load for a signed-out visitor.
        admin: visit.scripts.some((s) => /admin|amplify|auth-page/i.test(s.path)),
        lcpImageEager: photo ? visit.lcpImageEager : '–',
        unsizedImages: visit.unsizedImages,
        phone: JS_ONLY || untimed ? undefined : await phoneTimings(browser, url),
        scores: JS_ONLY || untimed ? { jsKb: kb(visit.scripts.reduce((sum, s) => sum + s.bytes, 0)) } : await lighthouseScores(url),
      });
    }
    return { rows, lostInput: JS_ONLY ? undefined : await lostInputChecks(kind) };
  } finally {
    await stack.stop();
  }
}

function failuresOf(r: Row): string[] {
  const at = `${r.stack} ${r.page}`;
  const js = r.phone?.jsKb ?? r.scores.jsKb ?? 0;
  return [
    js > BUDGET.jsKb ? `${at}: ${js} KB of JS before hydration > ${BUDGET.jsKb}` : '',
    r.admin ? `${at}: loads admin or auth code` : '',
    r.lcpImageEager === false ? `${at}: no eager high-priority image` : '',
    r.unsizedImages ? `${at}: ${r.unsizedImages} image(s) without width/height` : '',
    r.phone && r.phone.dead > TIMING_BUDGET_MS.dead ? `${at}: dead window ${r.phone.dead} ms > ${TIMING_BUDGET_MS.dead}` : '',
    ...Object.entries(r.scores).map(([k, v]) => {
      if (k === 'jsKb') return '';
      if (k === 'CLS') return v > BUDGET.cls ? `${at}: CLS ${v} > ${BUDGET.cls}` : '';
      if (k in TIMING_BUDGET_MS) return v > TIMING_BUDGET_MS[k as keyof typeof TIMING_BUDGET_MS] ? `${at}: ${k} ${v} ms > ${TIMING_BUDGET_MS[k as keyof typeof TIMING_BUDGET_MS]}` : '';
      return v < BUDGET[k as keyof typeof BUDGET] ? `${at}: Lighthouse ${k} ${v} < ${BUDGET[k as keyof typeof BUDGET]}` : '';
    }),
  ].filter(Boolean);
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const rows: Row[] = [];
  const lostInputs: LostInput[] = [];
  try {
    for (const kind of STACKS) {
      const { rows: measured, lostInput } = await measureStack(kind, browser);
      rows.push(...measured);
      if (lostInput) lostInputs.push(lostInput);
    }
  } finally {
    await browser.close();
  }
  for (const { stack, passed, failed } of lostInputs) {
    console.log(`Lost-input checks on the ${stack} stack (typed, tapped and sent before hydration, 4× slower CPU): ${passed} of ${passed + failed.length} passed`);
  }
  const failures = [...rows.flatMap(failuresOf), ...lostInputs.flatMap(({ stack, failed }) => failed.map((title) => `${stack}: lost input — ${title}`))];
  console.log(
    `Budgets: JS before hydration ≤ ${BUDGET.jsKb} KB gz, dead window ≤ ${TIMING_BUDGET_MS.dead} ms (phone profile, median of ${DEAD_WINDOW_RUNS}); ` +
      `Lighthouse mobile (median of ${LIGHTHOUSE_RUNS}): performance ≥ ${BUDGET.performance}, LCP ≤ ${TIMING_BUDGET_MS.LCP} ms, TBT ≤ ${TIMING_BUDGET_MS.TBT} ms, CLS ≤ ${BUDGET.cls}. ✗ = over budget.`,
  );
  console.table(
    rows.map((r) => {
      const fails = failuresOf(r).join(' ');
      const mark = (value: number | string | undefined, key: string) => (value === undefined ? '' : `${value}${new RegExp(`\\b${key}\\b`).test(fails) ? ' ✗' : ''}`);
      return {
        stack: r.stack,
        page: r.page,
        'JS before hydr. KB': mark(r.phone?.jsKb ?? r.scores.jsKb, 'KB'),
        'JS all KB': r.phone?.jsAllKb ?? '',
        'FCP ms': r.phone?.FCP ?? '',
        'hydrated ms': r.phone?.hydrated ?? '',
        'dead ms': mark(r.phone?.dead, 'dead window'),
        'map on press ms': r.phone?.mapOpen ?? '',
        'LCP ms': mark(r.scores.LCP, 'LCP'),
        'TBT ms': mark(r.scores.TBT, 'TBT'),
        CLS: mark(r.scores.CLS, 'CLS'),
        perf: mark(r.scores.performance, 'performance'),
        a11y: mark(r.scores.accessibility, 'accessibility'),
        seo: mark(r.scores.seo, 'seo'),
        other: [r.admin ? 'admin code' : '', r.lcpImageEager === false ? 'lazy LCP photo' : '', r.unsizedImages ? `${r.unsizedImages} unsized img` : ''].filter(Boolean).join(', '),
      };
    }),
  );
  console.log(failures.length ? `Budgets missed:\n- ${failures.join('\n- ')}` : 'All budgets met.');
  process.exitCode = failures.length ? 1 : 0;
}

if (STACKS.length > 1) {
  // Each stack in a process of its own: a second stack in the same process failed to start (ECONNREFUSED on a
  // port of the first, which the process still held a client for).
  let failed = false;
  for (const only of ['--fresh-only', '--used-only']) {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...process.argv.slice(2), only], { stdio: 'inherit' });
    const [status] = (await once(child, 'exit')) as [number | null];
    failed ||= status !== 0;
  }
  process.exitCode = failed ? 1 : 0;
} else {
  await main();
}

import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { seededRandom } from '../support/seeded-random.js';
import { INDEPENDENT_ENV } from './stack-env.js';

export { expect };
export type { Locator, Page } from '@playwright/test';

/**
 * Resolves once the stack has settled: every outbox item written so far relayed and every consumer run it
 * led to finished (infra/local/stack.ts `/_local/settled`). The proof that something did NOT happen on the
 * server (or that an event went out while a tab could not hear it), without sleeping.
 */
export async function settled(request: APIRequestContext) {
  expect((await request.get('/_local/settled')).status(), 'the local stack settles').toBe(204);
}

const generators = new WeakMap<TestInfo, () => number>();
/**
 * The running test's random number in [0, 1), instead of Math.random: seeded from its title (and its retry), so an
 * input that made it fail comes back on a rerun. Successive calls in one test differ.
 */
export function testRandom(): number {
  const info = base.info();
  let next = generators.get(info);
  if (!next) generators.set(info, (next = seededRandom(`${info.titlePath.join(' › ')} #${info.repeatEachIndex}.${info.retry}`)));
  return next();
}

/** A client address for this test in `network` (public writes are rate-limited per address): .1 to .250. */
export const visitorAddress = (network: string) => `${network}.${1 + Math.floor(testRandom() * 250)}`;

/**
 * Every spec imports `test` and `expect` from here: a page that breaks its Content-Security-Policy
 * (the gateway sends the same policy as CloudFront) or throws an uncaught error fails the test, even
 * when everything the test looks at went right.
 */
/**
 * Serves the SPA shell for this page's documents instead of the prerendered HTML: for tests of what the
 * browser does while a page's data loads or fails (a prerendered page already carries its data).
 */
export async function serveSpaShell(page: Page) {
  const shell = await (await page.request.get('/app-shell.html')).text();
  await page.route((url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/media/') && !/\.\w+$/.test(url.pathname), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell });
  });
}

/**
 * Prerendered pages are on screen before the app takes them over (it loads after their largest paint): a
 * click or a submit before hydration would be lost, so the page's navigation waits until the app has
 * mounted. The `page` fixture does it; a test's own context applies it to its pages.
 */
export function waitForTheApp(page: Page, baseURL = base.info().project.use.baseURL!): Page {
  const untilInteractive = async <T,>(response: T) => {
    if (new URL(page.url()).origin === new URL(baseURL).origin) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilInteractive(await goto(url, options));
  page.reload = async (options) => untilInteractive(await reload(options));
  return page;
}

export const test = base.extend<{ pageProblems: string[] }, { stackEnv: void }>({
  /** The independent project's workers talk to their own stack (tests/e2e/global-setup.ts): its E2E_* variables. */
  stackEnv: [
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name === 'independent') {
        const variables = process.env[INDEPENDENT_ENV];
        if (!variables) throw new Error(`${INDEPENDENT_ENV} is not set: tests/e2e/global-setup.ts starts the independent specs' stack`);
        Object.assign(process.env, JSON.parse(variables));
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  /** What the page did wrong so far; a test that provokes a problem on purpose checks it, then empties it. */
  pageProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageProblems, baseURL, javaScriptEnabled }, use) => {
    // The event carries the details (directive, blocked URL); the console line is a second net.
    await page.exposeBinding('__reportCspViolation', (_source, text: string) => void pageProblems.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
        report?.(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.documentURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Refused to |Content Security Policy/i.test(message.text())) pageProblems.push(`Console: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageProblems.push(`Uncaught error: ${error.stack ?? error.message}`));

    if (javaScriptEnabled !== false) waitForTheApp(page, baseURL!);

    await use(page);

    expect(pageProblems, 'no Content-Security-Policy violation and no uncaught error on the page').toEqual([]);
  },
});

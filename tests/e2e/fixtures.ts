import { expect, test as base } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here: a page that breaks its Content-Security-Policy
 * (the gateway sends the same policy as CloudFront) or throws an uncaught error fails the test, even
 * when everything the test looks at went right.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  /** What the page did wrong so far; a test that provokes a problem on purpose checks it, then empties it. */
  pageProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageProblems }, use) => {
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

    await use(page);

    expect(pageProblems, 'no Content-Security-Policy violation and no uncaught error on the page').toEqual([]);
  },
});

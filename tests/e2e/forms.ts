import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../shared/abuse/form-guard.js';

/**
 * Public forms answer a submission sent sooner than MIN_FILL_MS after the form appeared like a bot's
 * (a decoy success, nothing stored): a test that fills a form in milliseconds waits like a person.
 * The form's clock starts when it shows (which can be after the load event): call it once the form is visible.
 * On a page whose clock the test installed (`page.clock.install()` before it loaded), the pause is the
 * clock's: no time is spent, the page's own clocks (performance.now, timers) move on.
 */
export async function humanPause(page: Page) {
  if (await page.evaluate(() => 'isFake' in Date)) await page.clock.fastForward(MIN_FILL_MS + 100);
  else await page.waitForTimeout(MIN_FILL_MS + 100);
}

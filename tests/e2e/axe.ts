import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/**
 * WCAG 2 A/AA violations of the page, once it is still: a toast fading in or out is half-transparent,
 * and axe would judge its contrast on a frame nobody reads. A toast starts its transition a frame after
 * it mounts, so "no running animation" must hold for a few checks in a row, with every toast mounted and
 * none leaving. Endless animations (spinners) are ignored.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let stillFor = 0;
  while (stillFor < 3) {
    const still = await page.evaluate(
      () =>
        document.querySelector('[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]') === null &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    );
    stillFor = still ? stillFor + 1 : 0;
    await page.waitForTimeout(100);
  }
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

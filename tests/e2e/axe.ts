import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/**
 * WCAG 2 A/AA violations of the page, once its finite animations are over: a toast fading in is
 * half-transparent, and axe would judge its contrast on a frame nobody reads. Endless ones (spinners) are ignored.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

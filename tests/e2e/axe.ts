import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/**
 * Frames whose scripts are off (a sandbox without allow-scripts, e.g. a campaign's preview) cannot run axe,
 * and trying stalls the whole analysis: they are left out (their content is not the page's own).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Resolves once no animation runs (endless ones, spinners, aside) and every toast is mounted and none leaving,
 * for three frames in a row (a page that paints no frame, hidden, is checked every 100 ms instead).
 */
export async function untilStill(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => (requestAnimationFrame(() => resolve()), setTimeout(resolve, 100)));
    const still = () =>
      document.querySelector('[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
    for (let stillFor = 0; stillFor < 3; ) {
      await frame();
      stillFor = still() ? stillFor + 1 : 0;
    }
  });
}

/**
 * WCAG 2.2 A/AA violations (with those of WCAG 2.0 and 2.1) of the page and its same-origin frames.
 *
 * axe runs in the page itself (`setLegacyMode`). Its default opens a blank page per reading and injects axe there
 * again, only so that it can look inside cross-origin frames; the only one here is the scheduling service's widget,
 * a third party's page (its <iframe> element, with its title, is checked in the page). It keeps the violations' nodes
 * only (`resultTypes`, set before the tags, which `options()` would replace). A reading of the home took 932 ms, now
 * 300; of `/listings`, 1 166 ms, now 436. tests/e2e/fixtures.spec.ts proves what a reading finds and leaves out.
 *
 * It reads the page once it is still: a toast fading in or out is half-transparent, and axe would judge its
 * contrast on a frame nobody reads. A toast starts its transition a frame after it mounts, so "no running
 * animation" must hold for a few checks in a row, with every toast mounted and none leaving. A toast that comes
 * or goes while axe reads the page (its time runs out mid-analysis on a busy machine) makes that reading one of
 * such a frame: it is taken again, once the page is still.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (let reading = 1; ; reading++) {
    await untilStill(page);
    await page.evaluate(() => {
      const marked = window as typeof window & { __toastsMoved?: boolean; __toastWatch?: MutationObserver };
      marked.__toastsMoved = false;
      marked.__toastWatch = new MutationObserver((changes) => {
        if (changes.some((change) => (change.target as Element).closest?.('[data-sonner-toaster], [data-sonner-toast]') || [...change.addedNodes, ...change.removedNodes].some((node) => node instanceof Element && node.matches('[data-sonner-toast], [data-sonner-toaster]'))))
          marked.__toastsMoved = true;
      });
      marked.__toastWatch.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude(SCRIPTLESS_FRAMES).setLegacyMode().analyze();
    const moved = await page.evaluate(() => {
      const marked = window as typeof window & { __toastsMoved?: boolean; __toastWatch?: MutationObserver };
      marked.__toastWatch?.disconnect();
      return marked.__toastsMoved === true;
    });
    if (!moved || reading === 3) {
      const targets = (v: (typeof violations)[number] | undefined) => v?.nodes.map((n) => n.target.join(' ')) ?? [];
      const editorLinks = await linksInEditors(page, targets(violations.find((v) => v.id === 'target-size')));
      return violations.flatMap((v) => {
        const found = targets(v).filter((target) => v.id !== 'target-size' || !editorLinks.includes(target));
        return found.length ? [`${v.id}: ${found.join(', ')}`] : [];
      });
    }
  }
}

/**
 * Of `selectors` (the page's own nodes), the links inside the rich-text editor. They do not open on a press
 * (`openOnClick: false`): a press there places the caret, so the pointer's target is the editor itself. WCAG 2.2's
 * target size (2.5.8) asks nothing of them, but axe judges each such link as a small target beside the editor.
 */
function linksInEditors(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((list) => list.filter((selector) => document.querySelector(selector)?.closest('a[href]')?.closest('[contenteditable="true"]')), selectors);
}

import { defineConfig } from '@playwright/test';
import suite from './e2e-on-bench-stack.config';

/**
 * `npm run bench`: the lost-input checks (what is typed, tapped and sent before the page is hydrated, on a 4×
 * slower CPU) run against the stack the bench has just measured, its shared one (the suite's own run puts
 * them on its second stack).
 */
export default defineConfig({
  ...suite,
  reporter: [['dot'], ['json']],
  projects: [{ name: 'lost-input', testMatch: ['before-hydration-forms.spec.ts', 'before-hydration-gallery-menu.spec.ts'] }],
});

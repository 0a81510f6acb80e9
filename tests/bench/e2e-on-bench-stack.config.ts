import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * `npm run bench -- --used`: the end-to-end suite, run against the stack the bench measures next. The bench
 * has already run the suite's global setup (the stack on E2E_PORT, the third-party fakes, the accounts'
 * variables): this config is the project's own without it, so the suite does not start a second stack.
 */
export default defineConfig({
  ...base,
  testDir: path.join(path.dirname(fileURLToPath(import.meta.url)), '../e2e'),
  globalSetup: undefined,
  reporter: 'dot',
});

import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Handlers log and emit metrics through Powertools; tests read their results, not their log lines. */
const quietPowertools = { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' };

/**
 * The bundles project: the local stack runs every function from its bundle (LAMBDA_FROM_BUNDLES: esbuild with
 * the settings CDK deploys, built by its global setup into this run's folder), for these integration files,
 * which together run each function the local stack serves at least once (mail-feedback, which it does not
 * serve yet, is only imported from its bundle by tests/bundles/loaded-from-bundles.test.ts):
 */
const BUNDLE_MODE_FILES = [
  'tests/integration/post-confirmation.test.ts', // post-confirmation (sign-up), public-api (/api/me)
  'tests/integration/access-matrix.test.ts', // every admin route: admin-api, admin-blog-api, integrations-api
  'tests/integration/leads.test.ts', // public-api writes, platform-api (health, OpenAPI)
  'tests/integration/tracking.test.ts', // tracking-ingest, tracking-rollup
  'tests/integration/uploads.test.ts', // photo-process (sharp), admin-api's presigned POST
  'tests/integration/page-render.test.ts', // render-site (at start, with a web build), page-render
  'tests/integration/newsletter.test.ts', // newsletter-welcome
  'tests/integration/notifications.test.ts', // notifications
  'tests/integration/lead-crm-sync.test.ts', // lead-crm-sync, sales-crm-sync, lead-crm-retry
  'tests/integration/live-updates.test.ts', // live-updates
  'tests/integration/dashboard.test.ts', // dashboard-rollup
  'tests/integration/visit-completion.test.ts', // visit-completion
  'tests/integration/integrations-admin.test.ts', // property-sync, integrations-api's keys
  'tests/integration/analytics.test.ts', // analytics-rollup
];
const BUNDLES_DIR = path.join(os.tmpdir(), `brokerage-lambda-bundles-${process.pid}`);

export default defineConfig({
  test: {
    env: quietPowertools,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'bundles',
          include: ['tests/bundles/**/*.test.ts', ...BUNDLE_MODE_FILES],
          globalSetup: ['tests/bundles/global-setup.ts'],
          env: { ...quietPowertools, LAMBDA_FROM_BUNDLES: BUNDLES_DIR },
          // The bundles are imported by Node itself, as Lambda imports them, never transformed by Vite.
          server: { deps: { external: [/brokerage-lambda-bundles-/] } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 240_000 } },
    ],
  },
});

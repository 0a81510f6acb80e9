import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Handlers log and emit metrics through Powertools; tests read their results, not their log lines. */
const quietPowertools = { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' };

/**
 * The integration project runs every integration file once, against a local stack that runs each function
 * from the bundle AWS deploys (LAMBDA_FROM_BUNDLES: esbuild with the settings CDK deploys, built by its global
 * setup into this run's folder; tests/bundles/loaded-from-bundles.test.ts fails if a source was loaded instead).
 */
const BUNDLES_DIR = path.join(os.tmpdir(), `brokerage-lambda-bundles-${process.pid}`);

export default defineConfig({
  test: {
    env: quietPowertools,
    // Vitest's default is one worker less than the cores: one on CI's two. In one `vitest run` the integration files
    // run after the others, one at a time; `npm test` runs them in a Vitest of their own beside the others, and
    // starts the end-to-end stacks in the room they leave (tests/run.ts).
    maxWorkers: 2,
    projects: [
      // 30 s, not Vitest's 5: a file's first test pays its cold imports (the web's modules for the renderers), 5–7 s on a busy machine.
      // The unit files share each worker's modules (`isolate: false`, as the integration files): 29 s → 14 s here,
      // most of it imports. Spies and mocks are undone after each test; a test that needs a module evaluated afresh says so (`vi.resetModules`).
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000, isolate: false, restoreMocks: true, unstubEnvs: true, unstubGlobals: true } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/bundles/**/*.test.ts'],
          globalSetup: ['tests/bundles/global-setup.ts'],
          env: { ...quietPowertools, LAMBDA_FROM_BUNDLES: BUNDLES_DIR },
          // The bundles are imported by Node itself, as Lambda imports them, never transformed by Vite.
          server: { deps: { external: [/brokerage-lambda-bundles-/] } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker imports the app's modules once for all files (1–2 s saved per file); spies are undone
          // after each test and the environment after each file, so that no file sees another's.
          isolate: false,
          // After the unit and infra files (a group of its own: Vitest refuses one worker and two in one group).
          sequence: { groupOrder: 1 },
          restoreMocks: true,
          setupFiles: ['tests/integration/setup-env.ts'],
        },
      },
      // The infra files share their workers' modules too: importing aws-cdk-lib was most of each file's time (five files:
      // 46 → 31 s of CPU, 27 → 19 s alone). Each builds its own App; none changes the environment or mocks a module.
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 240_000, isolate: false } },
    ],
  },
});

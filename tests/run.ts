/**
 * `npm test`: the checks, every Vitest project, then the end-to-end suite, arranged around the longest path on
 * CI's two cores. The integration files run one at a time (vitest.config.ts), a chain of the test worker, the
 * stack and DynamoDB Local that keeps about one core busy: they start first, at normal priority, once the web is
 * built (their stack prerenders the pages from it). Everything else runs at the lowest priority in the room they
 * leave, so that it never slows that chain: lint and typecheck, the unit and infra files, then the end-to-end
 * suite's two stacks (tests/e2e/global-setup.ts). Playwright then runs on those stacks. The same checks and tests
 * as the web build, lint, typecheck, `vitest run` and `playwright test`; a failure stops Playwright from running.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { startSuiteStacks, SUITE_STACKS_STARTED } from './e2e/global-setup.js';

function run(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

let code = await run('npm', ['run', 'build:web']);
if (code !== 0) process.exit(code);
const integration = run('npx', ['vitest', 'run', '--project', 'integration']);
// From here on this process and what it starts (the other checks and tests, the end-to-end stacks, Playwright)
// yield to the integration files' processes. A process may lower its own priority, never raise it back: when
// Playwright runs, everything left runs at the same priority.
os.setPriority(19);
const checks = Promise.all([run('npm', ['run', 'lint']), run('npm', ['run', 'typecheck'])]);
code = Math.max(...(await checks), await run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'infra']));
let stopStacks: (() => Promise<void>) | undefined;
try {
  // Started after the other Vitest processes were spawned: they never see the stacks' variables. Started sooner
  // (beside lint and typecheck), the stacks seeded while the integration files' stack started at full priority:
  // their consumers' calls timed out and 58 seed events were parked, for the same total time (501 s against 487).
  // Started here, they were ready 3–16 s after the integration files ended (stop 52's runs).
  if (code === 0) stopStacks = await startSuiteStacks();
} catch (error) {
  console.error(error);
  code = 1;
}
code = Math.max(code, await integration);
try {
  if (code === 0) {
    process.env[SUITE_STACKS_STARTED] = '1';
    code = await run('npx', ['playwright', 'test']);
  }
} finally {
  await stopStacks?.();
}
process.exit(code);

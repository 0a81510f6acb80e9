/**
 * `npm test` after the checks: every Vitest project, then the end-to-end suite, arranged so that CI's two cores
 * are not left idle. The integration files run one at a time (vitest.config.ts) and leave about a third of the
 * cores unused, so the unit and infra files run beside them in a second Vitest, and the end-to-end suite's two
 * stacks (tests/e2e/global-setup.ts) start once those are done, while the integration files still run.
 * Playwright then runs on those stacks. The same tests as `vitest run && playwright test`; a failure stops the rest.
 */
import { spawn } from 'node:child_process';
import { startSuiteStacks, SUITE_STACKS_STARTED } from './e2e/global-setup.js';

function run(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const integration = run('npx', ['vitest', 'run', '--project', 'integration']);
const others = await run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'infra']);
let code = others;
let stopStacks: (() => Promise<void>) | undefined;
try {
  // Started after the integration files' Vitest was spawned: its processes never see the stacks' variables.
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

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeSchedulingWidget } from '../fakes/scheduling-widget.js';
import { startThirdPartyFakes } from '../fakes/third-parties.js';
import { startEphemeralStack } from '../support/ephemeral-stack.js';
import { E2E_PORTS, INDEPENDENT_ENV, stackEnv } from './stack-env.js';

/**
 * The whole product with demo data, twice (playwright.config.ts): on E2E_PORTS.shared for the specs that
 * change what others read, one at a time; on E2E_PORTS.independent, in a process of its own
 * (stack-process.ts), for the specs that only read the demo data, at the same time. Torn down after the run.
 */
export default async function globalSetup() {
  // The scheduling widget is a third-party iframe: a local fake stands in, and the stack's runtime
  // config points the web at it (workers inherit the variable).
  const schedulingWidget = await startFakeSchedulingWidget();
  process.env.SCHEDULING_ORIGIN = schedulingWidget.origin;
  // The APIs the functions call (RealHub, Follow Up Boss, Calendly): fakes, their URLs in process.env
  // for the stacks' functions and for the specs that steer them. Both stacks call the same fakes.
  process.env.INTEGRATION_RETRY_BASE_MS ??= '20';
  const thirdParties = await startThirdPartyFakes();
  // Forked first, so that both stacks start at once; the child inherits the fakes' URLs.
  const independent = fork(fileURLToPath(new URL('./stack-process.ts', import.meta.url)), [String(E2E_PORTS.independent)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const independentReady = new Promise<Record<string, string>>((resolve, reject) => {
    independent.once('exit', (code) => reject(new Error(`The independent specs' stack stopped before it was ready (exit ${code})`)));
    independent.on('message', (message: { type?: string; env?: Record<string, string> }) => {
      if (message.type === 'ready' && message.env) resolve(message.env);
    });
  });
  const stack = await startEphemeralStack({ gatewayPort: E2E_PORTS.shared });
  // What the specs need to sign in, make accounts and read mail (tests/e2e/accounts.ts); workers inherit them,
  // and the independent project's workers take the other stack's (fixtures.ts).
  Object.assign(process.env, stackEnv(stack));
  process.env[INDEPENDENT_ENV] = JSON.stringify(await independentReady);
  return async () => {
    const exited = new Promise<void>((resolve) => (independent.exitCode === null ? independent.once('exit', () => resolve()) : resolve()));
    if (independent.connected) independent.send({ type: 'stop' });
    await Promise.all([stack.stop(), exited]);
    await schedulingWidget.stop();
    await thirdParties.stop();
  };
}

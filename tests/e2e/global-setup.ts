import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeSchedulingWidget } from '../fakes/scheduling-widget.js';
import { startThirdPartyFakes } from '../fakes/third-parties.js';
import { stackPorts, startEphemeralStack } from '../support/ephemeral-stack.js';
import { E2E_PORTS, INDEPENDENT_ENV, stackEnv } from './stack-env.js';

/** The independent specs' stack, in a process of its own (stack-process.ts), on the ports given. */
async function forkIndependentStack() {
  const child = fork(fileURLToPath(new URL('./stack-process.ts', import.meta.url)), [JSON.stringify(await stackPorts(E2E_PORTS.independent))], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<Record<string, string>>((resolve, reject) => {
    void gone.then(() => reject(new Error("The independent specs' stack stopped before it was ready")));
    child.on('message', (message: { type?: string; env?: Record<string, string> }) => {
      if (message.type === 'ready' && message.env) resolve(message.env);
    });
  });
  const stop = async () => {
    if (child.connected) child.send({ type: 'stop' });
    await gone;
  };
  return { ready, stop };
}

/**
 * The whole product with demo data, twice (playwright.config.ts): on E2E_PORTS.shared for the specs that
 * change what others read, one at a time; on E2E_PORTS.independent, in a process of its own
 * (stack-process.ts), for the specs that only read the demo data, at the same time. Torn down after the run.
 * `independent: false` (the bench's fresh stack): the shared stack only.
 */
export async function startSuiteStacks({ independent: withIndependent = true } = {}) {
  // The scheduling widget is a third-party iframe: a local fake stands in, and the stack's runtime
  // config points the web at it (workers inherit the variable).
  const schedulingWidget = await startFakeSchedulingWidget();
  process.env.SCHEDULING_ORIGIN = schedulingWidget.origin;
  // The APIs the functions call (RealHub, Follow Up Boss, Calendly): fakes, their URLs in process.env
  // for the stacks' functions and for the specs that steer them. Both stacks call the same fakes.
  process.env.INTEGRATION_RETRY_BASE_MS ??= '20';
  const thirdParties = await startThirdPartyFakes();
  // Both stacks start at once: the other one forked with the fakes' URLs in its environment and ports picked here.
  const sharedPorts = await stackPorts(E2E_PORTS.shared);
  const independent = withIndependent ? await forkIndependentStack() : undefined;
  const stopIndependent = async () => independent?.stop();
  // If either fails, nothing is left running.
  const [shared, independentEnv] = await Promise.allSettled([startEphemeralStack({ ports: sharedPorts }), independent?.ready]);
  const failed = [shared, independentEnv].find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (shared.status === 'rejected' || independentEnv.status === 'rejected') {
    await Promise.all([shared.status === 'fulfilled' ? shared.value.stop() : undefined, stopIndependent(), schedulingWidget.stop(), thirdParties.stop()]);
    throw failed?.reason;
  }
  const stack = shared.value;
  // What the specs need to sign in, make accounts and read mail (tests/e2e/accounts.ts); workers inherit them,
  // and the independent project's workers take the other stack's (fixtures.ts).
  Object.assign(process.env, stackEnv(stack));
  if (independentEnv.value) process.env[INDEPENDENT_ENV] = JSON.stringify(independentEnv.value);
  return async () => {
    await Promise.all([stack.stop(), stopIndependent()]);
    await schedulingWidget.stop();
    await thirdParties.stop();
  };
}

/** Set by tests/run.ts (`npm test`), which started the stacks itself, beside the integration files: Playwright then starts none. */
export const SUITE_STACKS_STARTED = 'E2E_SUITE_STACKS_STARTED';

export default function globalSetup() {
  return process.env[SUITE_STACKS_STARTED] ? undefined : startSuiteStacks();
}

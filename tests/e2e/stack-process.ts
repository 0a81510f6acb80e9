/**
 * A second end-to-end stack, in a process of its own (tests/e2e/global-setup.ts forks it): a stack configures
 * the AWS SDK and its services through process.env, so two cannot share one process. Started with the third
 * parties' URLs in its environment and its ports in argv; tells its parent what the specs need (stackEnv),
 * stops on 'stop' or when the parent goes.
 */
import { startEphemeralStack, type StackPorts } from '../support/ephemeral-stack.js';
import { stackEnv } from './stack-env.js';

if (!process.argv[2] || !process.send) throw new Error('tests/e2e/stack-process.ts <ports as JSON> runs forked by tests/e2e/global-setup.ts');
// Its ports are picked by the parent, beside its own stack's (stackPorts).
const ports = JSON.parse(process.argv[2]) as StackPorts;

// Told to stop while starting (the other stack failed), it stops as soon as it has started.
let stack: Awaited<ReturnType<typeof startEphemeralStack>> | undefined;
let stopAsked = false;
let stopped = false;
const stop = () => {
  stopAsked = true;
  if (!stack || stopped) return;
  stopped = true;
  void stack.stop().finally(() => process.exit(0));
};
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') stop();
});
process.on('disconnect', stop);

stack = await startEphemeralStack({ ports });
if (stopAsked) stop();
else process.send({ type: 'ready', env: stackEnv(stack) });

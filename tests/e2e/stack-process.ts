/**
 * A second end-to-end stack, in a process of its own (tests/e2e/global-setup.ts forks it): a stack configures
 * the AWS SDK and its services through process.env, so two cannot share one process. Started with the third
 * parties' URLs in its environment; tells its parent what the specs need (stackEnv), stops on 'stop'.
 */
import { startEphemeralStack } from '../support/ephemeral-stack.js';
import { stackEnv } from './stack-env.js';

const port = Number(process.argv[2]);
if (!port || !process.send) throw new Error('tests/e2e/stack-process.ts <gateway port> runs forked by tests/e2e/global-setup.ts');

const stack = await startEphemeralStack({ gatewayPort: port });
process.send({ type: 'ready', env: stackEnv(stack) });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.stop().finally(() => process.exit(0));
};
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') stop();
});
process.on('disconnect', stop);

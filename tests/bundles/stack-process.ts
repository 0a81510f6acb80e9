/**
 * The bundle mode's local stack, in a process of its own (tests/bundles/global-setup.ts starts it): the
 * integration suite's setup (third-party fakes, then a throw-away stack) with LAMBDA_FROM_BUNDLES set, so
 * every function runs from its bundle. Its own process because a stack configures the AWS SDK and the
 * fakes through process.env, which would leak into the other projects of the same vitest run.
 * Tells its parent the stack's details, the environment it set and where each function was loaded from;
 * stops on 'stop'.
 */
import type { TestProject } from 'vitest/node';
import { buildBundles } from '../../infra/local/build-bundles.js';
import { loadedHandlers } from '../../infra/local/lambda-context.js';
import setup from '../integration/global-setup.js';

if (!process.env.LAMBDA_FROM_BUNDLES || !process.send) throw new Error('tests/bundles/stack-process.ts runs with LAMBDA_FROM_BUNDLES, started by tests/bundles/global-setup.ts');

const provided: Record<string, unknown> = {};
const before = { ...process.env };
// esbuild works in a process of its own while the stack starts and seeds; the functions load once it is done.
const bundled = buildBundles(process.env.LAMBDA_FROM_BUNDLES);
bundled.catch(() => undefined); // a failed build fails the stack's start, where it is awaited
const teardown = await setup({ provide: (key: string, value: unknown) => (provided[key] = value) } as unknown as TestProject, bundled);
// What the stack and the fakes set (endpoints, table, pool, third-party URLs): the tests' workers read it too,
// as the integration project's workers inherit it from the process its stack runs in.
const env = Object.fromEntries(Object.entries(process.env).filter(([key, value]) => value !== undefined && before[key] !== value));
process.send({ type: 'ready', stack: provided.stack, loaded: Object.fromEntries(loadedHandlers), env });
process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'stop') return;
  void teardown().finally(() => process.exit(0));
});
process.on('disconnect', () => void teardown().finally(() => process.exit(0)));

import { fork, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from '../integration/global-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundle mode: the folder of bundles and the module each function of the stack was loaded from. */
    bundles: { dir: string; loaded: Record<string, string> };
  }
}

/**
 * The `integration` project (vitest.config.ts): the integration suite's stack, in a process of its own
 * (stack-process.ts), run on every function bundled as CDK bundles it (infra/local/build-bundles.ts, built
 * there while the stack starts; LAMBDA_FROM_BUNDLES).
 */
export default async function setup(project: TestProject) {
  const dir = project.config.env.LAMBDA_FROM_BUNDLES;
  if (!dir) throw new Error('The integration project sets LAMBDA_FROM_BUNDLES (vitest.config.ts)');
  const child: ChildProcess = fork(fileURLToPath(new URL('./stack-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LAMBDA_FROM_BUNDLES: dir, POWERTOOLS_LOG_LEVEL: project.config.env.POWERTOOLS_LOG_LEVEL ?? 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Ready = { stack: StackInfo; loaded: Record<string, string>; env: Record<string, string> };
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bundle-mode stack stopped before it was ready (exit ${code})`)));
    child.on('message', (message: Partial<Ready> & { type?: string }) => {
      if (message.type === 'ready') resolve(message as Ready);
    });
  });
  // The workers of this project get the stack's environment (Vitest reads project.config.env when it starts them).
  Object.assign(project.config.env, ready.env, { LAMBDA_FROM_BUNDLES: dir });
  project.provide('stack', ready.stack);
  project.provide('bundles', { dir, loaded: ready.loaded });
  return async () => {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.send({ type: 'stop' });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
}

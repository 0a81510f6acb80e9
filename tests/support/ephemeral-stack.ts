import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../infra/local/processes.js';
import { startLocalStack } from '../../infra/local/stack.js';

/**
 * A throw-away local stack for tests and benchmarks: in-memory DynamoDB, free ports (or the given
 * gateway port), demo data, no scheduler; `stop` also removes its data folder.
 */
export async function startEphemeralStack(options: { gatewayPort?: number; retryDelayMs?: number; mailSendRate?: number } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerage-test-'));
  const stack = await startLocalStack({
    ports: { gateway: options.gatewayPort ?? (await freePort()), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort(), lambda: await freePort(), ses: await freePort() },
    dataDir,
    inMemory: true,
    seed: true,
    scheduler: false,
    retryDelayMs: options.retryDelayMs,
    mailSendRate: options.mailSendRate,
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../infra/local/processes.js';
import { startLocalStack } from '../../infra/local/stack.js';

/** The whole product on E2E_PORT with demo data; torn down after the run. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerage-e2e-'));
  const stack = await startLocalStack({
    ports: { gateway: Number(process.env.E2E_PORT ?? 3100), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort() },
    dataDir,
    inMemory: true,
    seed: true,
    scheduler: false,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../infra/local/processes.js';
import { startLocalStack } from '../../infra/local/stack.js';
import { startFakeSchedulingWidget } from '../fakes/scheduling-widget.js';

/** The whole product on E2E_PORT with demo data; torn down after the run. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerage-e2e-'));
  // The scheduling widget is a third-party iframe: a local fake stands in, and the stack's runtime
  // config points the web at it (workers inherit the variable).
  const schedulingWidget = await startFakeSchedulingWidget();
  process.env.SCHEDULING_ORIGIN = schedulingWidget.origin;
  const stack = await startLocalStack({
    ports: { gateway: Number(process.env.E2E_PORT ?? 3100), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort() },
    dataDir,
    inMemory: true,
    seed: true,
    scheduler: false,
  });
  return async () => {
    await stack.stop();
    await schedulingWidget.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

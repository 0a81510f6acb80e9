import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../infra/local/processes.js';
import { startLocalStack } from '../../infra/local/stack.js';

export type StackPorts = { gateway: number; dynamodb: number; cognito: number; s3: number; lambda: number; ses: number };

/**
 * Free ports for a stack (the gateway's given, or free too). A process that starts stacks in other processes
 * picks theirs too: freePort never hands out a port twice in one process, but two processes could get the same.
 */
export async function stackPorts(gatewayPort?: number): Promise<StackPorts> {
  return { gateway: gatewayPort ?? (await freePort()), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort(), lambda: await freePort(), ses: await freePort() };
}

/**
 * A throw-away local stack for tests and benchmarks: in-memory DynamoDB, free ports (or the given
 * gateway port, or the given ports), demo data, no scheduler; `stop` also removes its data folder.
 */
export async function startEphemeralStack(
  options: { gatewayPort?: number; ports?: StackPorts; retryDelayMs?: number; mailSendRate?: number; functionsReady?: Promise<unknown> } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerage-test-'));
  const stack = await startLocalStack({
    ports: options.ports ?? (await stackPorts(options.gatewayPort)),
    dataDir,
    inMemory: true,
    seed: true,
    scheduler: false,
    retryDelayMs: options.retryDelayMs,
    mailSendRate: options.mailSendRate,
    functionsReady: options.functionsReady,
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

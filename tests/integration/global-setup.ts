import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/processes.js';
import { startLocalStack } from '../../infra/local/stack.js';

export type StackInfo = {
  url: string;
  dynamodb: string;
  cognito: string;
  userPoolId: string;
  userPoolClientId: string;
  admin: { email: string; password: string };
};

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** One real local stack (in-memory DynamoDB, free ports) for the whole integration run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brokerage-it-'));
  const stack = await startLocalStack({
    ports: { gateway: await freePort(), dynamodb: await freePort(), cognito: await freePort(), s3: await freePort() },
    dataDir,
    inMemory: true,
    seed: true,
    scheduler: false,
    retryDelayMs: 50,
  });
  project.provide('stack', {
    url: stack.url,
    dynamodb: stack.endpoints.dynamodb,
    cognito: stack.endpoints.cognito,
    userPoolId: stack.cognito.userPoolId,
    userPoolClientId: stack.cognito.userPoolClientId,
    admin: { email: stack.admin.email, password: stack.admin.password },
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import type { TestProject } from 'vitest/node';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

export type StackInfo = {
  url: string;
  dynamodb: string;
  cognito: string;
  /** aws-ses-v2-local: SES v2 endpoint, web inbox at its root, sent mail as JSON at /store. */
  ses: string;
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
  const stack = await startEphemeralStack({ retryDelayMs: 50 });
  project.provide('stack', {
    url: stack.url,
    dynamodb: stack.endpoints.dynamodb,
    cognito: stack.endpoints.cognito,
    ses: stack.endpoints.ses,
    userPoolId: stack.cognito.userPoolId,
    userPoolClientId: stack.cognito.userPoolClientId,
    admin: { email: stack.admin.email, password: stack.admin.password },
  });
  return () => stack.stop();
}

import type { TestProject } from 'vitest/node';
import { startThirdPartyFakes } from '../fakes/third-parties.js';
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
  /** Base URLs of the third-party fakes the stack's functions call (tests/fakes/third-parties.ts). */
  fakes: Record<string, string>;
  /** s3rver (the site bucket of prerendered pages among others). */
  s3: string;
  /** The stand-in of the site's CloudFront KeyValueStore (infra/local/kvs.ts) and its ARN. */
  kvs: string;
  siteKvsArn: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * One real local stack (in-memory DynamoDB, free ports) for the whole integration run, its third parties faked.
 * `functionsReady`: the bundles it runs, still being built (tests/bundles/stack-process.ts).
 */
export default async function setup(project: TestProject, functionsReady?: Promise<unknown>) {
  // Quick retries against the fakes: the policy is the same, only its base delay is shorter.
  process.env.INTEGRATION_RETRY_BASE_MS ??= '20';
  const fakes = await startThirdPartyFakes();
  // A fast SES account: campaigns to thousands of subscribers are paced at its rate (tests/integration/campaigns.test.ts).
  const stack = await startEphemeralStack({ retryDelayMs: 50, mailSendRate: 500, functionsReady });
  project.provide('stack', {
    url: stack.url,
    dynamodb: stack.endpoints.dynamodb,
    cognito: stack.endpoints.cognito,
    ses: stack.endpoints.ses,
    userPoolId: stack.cognito.userPoolId,
    userPoolClientId: stack.cognito.userPoolClientId,
    admin: { email: stack.admin.email, password: stack.admin.password },
    fakes: fakes.env,
    s3: stack.endpoints.s3,
    kvs: stack.endpoints.kvs,
    siteKvsArn: stack.siteKvsArn,
  });
  return async () => {
    await stack.stop();
    await fakes.stop();
  };
}

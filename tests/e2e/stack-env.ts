import type { startEphemeralStack } from '../support/ephemeral-stack.js';

/** What the specs read of their stack (tests/e2e/accounts.ts, the inbox, DynamoDB Local), as E2E_* variables. */
export function stackEnv(stack: Awaited<ReturnType<typeof startEphemeralStack>>): Record<string, string> {
  return {
    E2E_ADMIN_EMAIL: stack.admin.email,
    E2E_ADMIN_PASSWORD: stack.admin.password,
    E2E_COGNITO_URL: stack.endpoints.cognito,
    // DynamoDB Local: specs that must plant data no API would accept (a raw, unsanitized blog post) write it there.
    E2E_DYNAMODB_URL: stack.endpoints.dynamodb,
    // The local inbox (aws-ses-v2-local): sign-up codes are read from it (tests/support/inbox.ts).
    E2E_SES_URL: stack.endpoints.ses,
    E2E_USER_POOL_ID: stack.cognito.userPoolId,
    E2E_USER_POOL_CLIENT_ID: stack.cognito.userPoolClientId,
  };
}

/** The gateways of the two end-to-end stacks (tests/e2e/global-setup.ts): E2E_PORT and the next one. */
const base = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PORTS = { shared: base, independent: base + 1 };

/** The variable holding the independent stack's stackEnv (JSON), for the workers of the 'independent' project. */
export const INDEPENDENT_ENV = 'E2E_INDEPENDENT_STACK_ENV';

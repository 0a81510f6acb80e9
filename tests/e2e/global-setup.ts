import { startFakeSchedulingWidget } from '../fakes/scheduling-widget.js';
import { startThirdPartyFakes } from '../fakes/third-parties.js';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

/** The whole product on E2E_PORT with demo data; torn down after the run. */
export default async function globalSetup() {
  // The scheduling widget is a third-party iframe: a local fake stands in, and the stack's runtime
  // config points the web at it (workers inherit the variable).
  const schedulingWidget = await startFakeSchedulingWidget();
  process.env.SCHEDULING_ORIGIN = schedulingWidget.origin;
  // The APIs the functions call (RealHub, Follow Up Boss, Calendly): fakes, their URLs in process.env
  // for the stack's functions and for the specs that steer them.
  process.env.INTEGRATION_RETRY_BASE_MS ??= '20';
  const thirdParties = await startThirdPartyFakes();
  const stack = await startEphemeralStack({ gatewayPort: Number(process.env.E2E_PORT ?? 3100) });
  // What the specs need to sign in and to make accounts (tests/e2e/accounts.ts); workers inherit them.
  process.env.E2E_ADMIN_EMAIL = stack.admin.email;
  process.env.E2E_ADMIN_PASSWORD = stack.admin.password;
  process.env.E2E_COGNITO_URL = stack.endpoints.cognito;
  // DynamoDB Local: specs that must plant data no API would accept (a raw, unsanitized blog post) write it there.
  process.env.E2E_DYNAMODB_URL = stack.endpoints.dynamodb;
  // The local inbox (aws-ses-v2-local): sign-up codes are read from it (tests/support/inbox.ts).
  process.env.E2E_SES_URL = stack.endpoints.ses;
  process.env.E2E_USER_POOL_ID = stack.cognito.userPoolId;
  process.env.E2E_USER_POOL_CLIENT_ID = stack.cognito.userPoolClientId;
  return async () => {
    await stack.stop();
    await schedulingWidget.stop();
    await thirdParties.stop();
  };
}

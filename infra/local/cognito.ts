import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startChild, waitFor } from './processes.js';
import { ADMIN_GROUP } from '../../shared/users/roles.js';

const require = createRequire(import.meta.url);

/**
 * cognito-local as a child process: it reads PORT/HOST at import and keeps its data in
 * `<cwd>/.cognito`, so each stack gives it its own folder. Its Lambda triggers (name → function) are
 * invoked through the Lambda Invoke API at `lambdaEndpoint` (infra/local/lambda-invoke.ts).
 */
export async function startCognito(port: number, dataDir: string, lambda: { endpoint: string; triggers: Record<string, string> }) {
  mkdirSync(path.join(dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    path.join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ LambdaClient: { endpoint: lambda.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }, TriggerFunctions: lambda.triggers }, null, 2),
  );
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const proc = startChild(process.execPath, [bin], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`cognito-local exited:\n${proc.output()}`);
      const res = await fetch(endpoint, { method: 'POST', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools', 'content-type': 'application/x-amz-json-1.1' }, body: '{"MaxResults":1}' });
      return res.ok;
    },
    20_000,
    'cognito-local',
  );
  return { endpoint, process: proc.child };
}

export type CognitoIds = { userPoolId: string; userPoolClientId: string };

/** Same pool shape as the CDK stack: e-mail sign-in, an `admin` group, a public app client. */
export async function createUserPool(client: CognitoIdentityProviderClient): Promise<CognitoIds> {
  const pool = await client.send(
    new CreateUserPoolCommand({ PoolName: 'brokerage-local', UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, Description: 'Administrateurs du site' }));
  return { userPoolId, userPoolClientId: app.UserPoolClient!.ClientId! };
}

/** Creates (once) a confirmed user with a permanent password; returns its `sub`. */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string; firstName: string; lastName: string; admin: boolean },
) {
  const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email })).catch(() => undefined);
  let attributes = existing?.UserAttributes;
  if (!existing) {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      }),
    );
    attributes = created.User!.Attributes;
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: user.password, Permanent: true }));
  }
  // Every start, so the printed account works even after it was demoted or deactivated while testing.
  await client.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: user.email }));
  if (user.admin) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: ADMIN_GROUP }));
  return attributes!.find((a) => a.Name === 'sub')!.Value!;
}

import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { startChild, waitFor } from './processes.js';
import { say } from './log.js';
import { ADMIN_GROUP } from '../../shared/users/roles.js';
import { COGNITO_CODE_MAIL, COGNITO_INVITATION_MAIL, codeMailBody, invitationMailBody } from '../../shared/mail/cognito-code.js';
import { createMailSender, type MailSender } from '../../shared/mail/server/service.js';

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

/**
 * Same pool shape as the CDK stack: e-mail sign-in, optional TOTP MFA (an account that enrolled an
 * authenticator app gets a SOFTWARE_TOKEN_MFA challenge after its password), an `admin` group, a public
 * app client. cognito-local checks the codes (RFC 6238, SHA-1, 6 digits, 30 s) as Cognito does.
 */
export async function createUserPool(client: CognitoIdentityProviderClient): Promise<CognitoIds> {
  const pool = await client.send(
    new CreateUserPoolCommand({ PoolName: 'brokerage-local', UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] }),
  );
  const userPoolId = pool.UserPool!.Id!;
  // As in AWS, TOTP is turned on for a pool by SetUserPoolMfaConfig (CreateUserPool has no TOTP setting).
  await client.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
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

/** Cognito's own sender address when a pool has no SES identity of its own (the CDK pool uses it too). */
export const COGNITO_DEFAULT_FROM = 'no-reply@verificationemail.com';

const cognitoMailSender = (sesEndpoint: string) => createMailSender({ client: new SESv2Client({ endpoint: sesEndpoint }), from: COGNITO_DEFAULT_FROM });

/**
 * What Cognito's AdminCreateUser does in AWS with a temporary password, for the local stack: the
 * invitation lands in the local inbox (cognito-local would only log it in its own process). The admin
 * command (infra/admin) delivers the temporary password it created through this, and never prints it.
 */
export function invitationMailer(options: { sesEndpoint: string; sender?: MailSender }) {
  const sender = options.sender ?? cognitoMailSender(options.sesEndpoint);
  return async (email: string, temporaryPassword: string) => {
    await sender.send({ to: [email], subject: COGNITO_INVITATION_MAIL.subject, text: invitationMailBody(email, temporaryPassword) });
  };
}

type StoredUser = { Username: string; UserStatus?: string; ConfirmationCode?: string; Attributes?: { Name: string; Value?: string }[] };
type ProxyAnswer = { status: number; text: string };

const error = (type: string, message: string): ProxyAnswer => ({ status: 400, text: JSON.stringify({ __type: type, message }) });

/**
 * Cognito mails its codes; cognito-local only logs them. In front of it, the site's Cognito proxy does
 * the mailing: after a successful `SignUp` or `ForgotPassword` it reads the code cognito-local just
 * stored (its pool file under `<dataDir>/.cognito/db`, written before it answers) and sends the pool's
 * French code mail through SES v2 to the local inbox. `ResendConfirmationCode`, which cognito-local
 * lacks, is answered here: the pending code is mailed again (cognito-local keeps its store in memory,
 * so a new code could not be written to it).
 */
export function cognitoCodeMailer(options: { dataDir: string; userPoolId: string; sesEndpoint: string; sender?: MailSender }) {
  const dbDir = path.join(options.dataDir, '.cognito', 'db');
  const sender = options.sender ?? cognitoMailSender(options.sesEndpoint);
  const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);
  const users = () => readJson<{ Users?: Record<string, StoredUser> }>(path.join(dbDir, `${options.userPoolId}.json`))?.Users ?? {};
  const emailOf = (user: StoredUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value;
  // The pool signs in by e-mail: the username a browser sends is the address (any case) or the sub.
  const findUser = (username: string) =>
    users()[username] ?? Object.values(users()).find((u) => u.Username === username || emailOf(u)?.toLowerCase() === username.toLowerCase());
  const clientBelongsToPool = (clientId: string) =>
    readJson<{ Clients?: Record<string, { UserPoolId?: string }> }>(path.join(dbDir, 'clients.json'))?.Clients?.[clientId]?.UserPoolId === options.userPoolId;

  async function mailCode(user: StoredUser | undefined) {
    const email = user && emailOf(user);
    if (!email || !user.ConfirmationCode) return;
    try {
      await sender.send({ to: [email], subject: COGNITO_CODE_MAIL.subject, text: codeMailBody(user.ConfirmationCode) });
    } catch (e) {
      // As with Cognito, the account exists even if its mail was lost; say why the inbox stays empty.
      say('cognito', `code mail to ${email} not sent: ${(e as Error).message}`);
    }
  }

  async function resend(body: string): Promise<ProxyAnswer> {
    let input: { ClientId?: string; Username?: string };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      return error('SerializationException', 'Invalid JSON body.');
    }
    if (!input.ClientId || !clientBelongsToPool(input.ClientId)) return error('ResourceNotFoundException', 'User pool client does not exist.');
    const user = input.Username ? findUser(input.Username) : undefined;
    if (!user) return error('UserNotFoundException', 'Username/client id combination not found.');
    if (user.UserStatus !== 'UNCONFIRMED' || !user.ConfirmationCode) return error('InvalidParameterException', 'User is already confirmed.');
    await mailCode(user);
    const email = emailOf(user)!;
    return { status: 200, text: JSON.stringify({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) } }) };
  }

  /** Wraps the proxy's forwarding of one browser call (`target` is the X-Amz-Target header). */
  return async function withCodeMail(target: string | undefined, body: Buffer, forward: () => Promise<ProxyAnswer>): Promise<ProxyAnswer> {
    const operation = target?.replace(/^AWSCognitoIdentityProviderService\./, '');
    if (operation === 'ResendConfirmationCode') return resend(body.toString('utf8'));
    const answer = await forward();
    if (answer.status !== 200) return answer;
    if (operation === 'SignUp') {
      const { UserSub, UserConfirmed } = JSON.parse(answer.text) as { UserSub?: string; UserConfirmed?: boolean };
      if (UserSub && !UserConfirmed) await mailCode(users()[UserSub]);
    } else if (operation === 'ForgotPassword') {
      const { Username } = JSON.parse(body.toString('utf8')) as { Username?: string };
      if (Username) await mailCode(findUser(Username));
    }
    return answer;
  };
}

/** As Cognito shows the destination of a code: `c***@e***`. */
function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

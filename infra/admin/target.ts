import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import type { StageConfig } from '../stage-config.js';
import { invitationMailer } from '../local/cognito.js';
import { LOCAL_DIR } from '../local/paths.js';
import { localPorts, loopback, type LocalPorts } from '../local/ports.js';
import { readStackState, stackStateFile } from '../local/state.js';
import { REGION as LOCAL_REGION, TABLE_NAME as LOCAL_TABLE_NAME } from '../local/stack.js';

/** Where the admin command acts: a deployed stage's user pool and table, or the local stack's. */
export type AdminTarget = {
  /** How messages name it. */
  label: string;
  /** The option that selects it again (`--stage prod`, `--local`), for the hints in messages. */
  flag: string;
  region: string;
  userPoolId: string;
  tableName: string;
  /** Emulator endpoints and their credentials (local); nothing in AWS: the SDK's defaults, the engineer's credentials. */
  env: Record<string, string>;
  /** How a new administrator receives a temporary password: Cognito mails it, or the local stack's inbox gets it. */
  invitation: 'cognito' | { inbox: string; deliver: (email: string, temporaryPassword: string) => Promise<void> };
};

/** The target cannot be reached or found: its message says what is missing (exit code 1). */
export class TargetError extends Error {}

/** What the shared modules read (shared/config/env.ts and the AWS SDK): set before importing ./accounts.js. */
export function useTarget(target: AdminTarget) {
  Object.assign(process.env, { AWS_REGION: target.region, TABLE_NAME: target.tableName, USER_POOL_ID: target.userPoolId, ...target.env });
}

/** A local stack's user pool and emulators (the running `npm start`, or a test's stack). */
export function localTarget(stack: { userPoolId: string; endpoints: { dynamodb: string; cognito: string; ses: string } }): AdminTarget {
  const deliver = invitationMailer({ sesEndpoint: stack.endpoints.ses });
  return {
    label: 'the local stack',
    flag: '--local',
    region: LOCAL_REGION,
    userPoolId: stack.userPoolId,
    tableName: LOCAL_TABLE_NAME,
    env: {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack.endpoints.cognito,
      AWS_ENDPOINT_URL_SESV2: stack.endpoints.ses,
    },
    invitation: { inbox: stack.endpoints.ses, deliver },
  };
}

const START_IT = 'Start it with `npm start` in another terminal (with the same PORT, DYNAMODB_PORT, COGNITO_PORT and SES_PORT, if you set them), then run this command again.';

/** The stack `npm start` runs: its user pool from `.local/state.json`, its emulators on their ports, which must answer. */
export async function findLocalStack(options: { dataDir?: string; ports?: LocalPorts } = {}): Promise<AdminTarget> {
  const dataDir = options.dataDir ?? LOCAL_DIR;
  const ports = options.ports ?? localPorts();
  const state = readStackState(dataDir);
  if (!state) throw new TargetError(`No local stack here: ${stackStateFile(dataDir)} does not exist (\`npm start\` writes it on its first start). ${START_IT}`);
  const endpoints = { dynamodb: loopback(ports.dynamodb), cognito: loopback(ports.cognito), ses: loopback(ports.ses) };
  for (const [name, url] of [['DynamoDB Local', endpoints.dynamodb], ['cognito-local', endpoints.cognito], ['the local inbox (aws-ses-v2-local)', endpoints.ses]] as const) {
    // Any HTTP answer will do: only a refused connection or silence means the stack is down.
    const answered = await fetch(url, { signal: AbortSignal.timeout(3_000) }).then(
      () => true,
      () => false,
    );
    if (!answered) throw new TargetError(`The local stack is not running: ${name} does not answer on ${url}. ${START_IT}`);
  }
  return localTarget({ userPoolId: state.userPoolId, endpoints });
}

type CloudFormationLike = Pick<CloudFormationClient, 'send'>;

/** Errors of the credential chain: nothing usable was found on this machine. */
const NO_CREDENTIALS = new Set(['CredentialsProviderError', 'TokenProviderError']);
/** AWS answered, and refused the credentials it was given. */
const REFUSED_CREDENTIALS = new Set([
  'ExpiredToken',
  'ExpiredTokenException',
  'InvalidClientTokenId',
  'UnrecognizedClientException',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'AccessDeniedException',
]);

/**
 * A deployed stage: its region from stages/<name>.json, its user pool and table from the outputs of its
 * CloudFormation stack, read with the engineer's default AWS credentials.
 */
export async function findStage(
  stage: string,
  deps: { loadConfig?: (stage: string) => StageConfig; cloudFormation?: (region: string) => CloudFormationLike } = {},
): Promise<AdminTarget> {
  // Loaded only for a stage: the stage module brings the CDK library with it.
  const { loadStageConfig, stackName, StageConfigError } = await import('../stage-config.js');
  let config: StageConfig;
  try {
    config = (deps.loadConfig ?? loadStageConfig)(stage);
  } catch (error) {
    if (error instanceof StageConfigError) throw new TargetError(error.message);
    throw error;
  }
  const name = stackName(stage);
  const where = `stack ${name} in ${config.region}`;
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const client = deps.cloudFormation?.(config.region) ?? new CloudFormationClient({ region: config.region });
  let described;
  try {
    described = await client.send(new DescribeStacksCommand({ StackName: name }));
  } catch (error) {
    throw describeFailure(error as Error, { stage, name, where });
  }
  const found = described.Stacks?.[0];
  if (!found) throw new TargetError(`CloudFormation has no ${where}: deploy stage "${stage}" first (docs/deploy.md).`);
  const account = found.StackId?.split(':')[4];
  if (config.account && account && account !== config.account) {
    throw new TargetError(`Your AWS credentials are for account ${account}, but stages/${stage}.json names account ${config.account}: use that account's credentials (AWS_PROFILE).`);
  }
  const output = (key: string) => {
    const value = found.Outputs?.find((o) => o.OutputKey === key)?.OutputValue;
    if (!value) throw new TargetError(`The ${where} has no output ${key} (status ${found.StackStatus ?? 'unknown'}): deploy the stage with the current version, then run this again.`);
    return value;
  };
  return {
    label: `stage ${stage} (${where})`,
    flag: `--stage ${stage}`,
    region: config.region,
    userPoolId: output('UserPoolId'),
    tableName: output('TableName'),
    env: {},
    invitation: 'cognito',
  };
}

function describeFailure(error: Error, context: { stage: string; name: string; where: string }) {
  if (NO_CREDENTIALS.has(error.name)) {
    return new TargetError(
      `No AWS credentials found (${error.message}). This command uses your default credentials: set AWS_PROFILE, or run \`aws configure\` or \`aws sso login\`, then run it again.`,
    );
  }
  if (REFUSED_CREDENTIALS.has(error.name)) {
    return new TargetError(`AWS refused your credentials while reading the ${context.where} (${error.name}: ${error.message}). Renew them (\`aws sso login\`) or use a profile allowed to read the stack.`);
  }
  if (error.name === 'ValidationError' && /does not exist/i.test(error.message)) {
    return new TargetError(`The ${context.where} does not exist: deploy stage "${context.stage}" first (docs/deploy.md), or check that your credentials are for the stage's account.`);
  }
  return new TargetError(`Could not read the ${context.where}: ${error.name}: ${error.message}`);
}

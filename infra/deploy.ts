import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { loadStageConfig, stackName, StageConfigError, type StageConfig } from './stage-config.js';

/**
 * `npm run deploy -- --stage <name> [--yes]`: from a checkout to a live stage. Checks the stage file, the
 * credentials' account and the CDK bootstrap of the region (and of us-east-1 when the stage has a WAF)
 * before anything changes, builds the web app, then `cdk deploy` of the stage's stack, which waits for
 * the whole-site render (a failed render fails the deploy). docs/deploy.md walks through it.
 */
export const USAGE = `Usage: npm run deploy -- --stage <name> [--yes] [--rotate-origin-secret]

  --stage <name>            the stage to deploy: stages/<name>.json (copy stages/example.json)
  --yes                     do not ask before IAM or security-group changes (CI)
  --rotate-origin-secret    a new CloudFront → API secret; the previous one stays accepted for this deploy`;

export class UsageError extends Error {}

export function parseDeployArgs(argv: readonly string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: { stage: { type: 'string' }, yes: { type: 'boolean' }, 'rotate-origin-secret': { type: 'boolean' } }, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (!parsed.values.stage) throw new UsageError('Name the stage to deploy: --stage <name>.');
  if (parsed.values.stage === 'example') throw new UsageError('stages/example.json is a template: copy it to stages/<your stage>.json and deploy that stage.');
  return { stage: parsed.values.stage, yes: parsed.values.yes ?? false, rotateOriginSecret: parsed.values['rotate-origin-secret'] ?? false };
}

/** The CDK command a stage deploys with; a rotation pins the origin secret's new and previous versions. */
export function cdkDeployArgs(stage: string, yes: boolean, rotation?: { current: string; previous: string }) {
  return [
    'cdk', 'deploy', stackName(stage),
    '--context', `stage=${stage}`,
    ...(rotation ? ['--context', `originSecretRotation=${rotation.current}:${rotation.previous}`] : []),
    '--require-approval', yes ? 'never' : 'broadening',
    '--outputs-file', `cdk.out/outputs-${stage}.json`,
  ];
}

/**
 * A new version of the stage's origin secret (infra/constructs/origin-secret.ts); the deploy that follows
 * makes CloudFront send it while the functions accept it and the previous one.
 */
async function rotateOriginSecret(config: StageConfig) {
  const { Stacks } = await new CloudFormationClient({ region: config.region }).send(new DescribeStacksCommand({ StackName: stackName(config.stage) }));
  const secretId = Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'OriginSecretArn')?.OutputValue;
  if (!secretId) throw new Error(`Stack ${stackName(config.stage)} has no OriginSecretArn output: deploy once without --rotate-origin-secret.`);
  const { SecretsManagerClient, DescribeSecretCommand, PutSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: config.region });
  const { VersionIdsToStages } = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
  const previous = Object.entries(VersionIdsToStages ?? {}).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
  if (!previous) throw new Error(`The origin secret ${secretId} has no current version.`);
  const { VersionId } = await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: randomBytes(36).toString('base64url') }));
  return { current: VersionId!, previous };
}

/** What to type when a region has no CDK bootstrap stack (CDKToolkit). */
export const bootstrapHint = (account: string, regions: readonly string[]) =>
  `The account ${account} is not bootstrapped for the CDK in ${regions.join(' and ')}. Run once:\n  npx cdk bootstrap ${regions.map((r) => `aws://${account}/${r}`).join(' ')}`;

/** The regions whose CDKToolkit stack the deploy needs. */
export const regionsToBootstrap = (config: Pick<StageConfig, 'region' | 'waf'>) => [...new Set([config.region, ...(config.waf ? ['us-east-1'] : [])])];

async function checkAccount(config: StageConfig) {
  const identity = await new STSClient({ region: config.region }).send(new GetCallerIdentityCommand({})).catch((error: Error) => {
    throw new Error(`No usable AWS credentials (${error.name}: ${error.message}). Sign in first (aws configure sso, or AWS_PROFILE=<profile>).`);
  });
  const account = identity.Account!;
  if (config.account && config.account !== account) {
    throw new Error(`These credentials are for account ${account}, but stages/${config.stage}.json deploys to ${config.account}: nothing was changed.`);
  }
  return account;
}

async function missingBootstrap(regions: readonly string[]) {
  const missing: string[] = [];
  for (const region of regions) {
    const found = await new CloudFormationClient({ region })
      .send(new DescribeStacksCommand({ StackName: 'CDKToolkit' }))
      .then((out) => (out.Stacks ?? []).some((s) => !/DELETE_COMPLETE|ROLLBACK_COMPLETE/.test(s.StackStatus ?? '')))
      .catch((error: Error) => {
        if (/does not exist/.test(error.message)) return false;
        throw error;
      });
    if (!found) missing.push(region);
  }
  return missing;
}

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' } }).status ?? 1;

export async function main(argv: string[]): Promise<number> {
  let args;
  let config;
  try {
    args = parseDeployArgs(argv);
    config = loadStageConfig(args.stage);
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof StageConfigError) console.error(error.message);
    else throw error;
    return 2;
  }
  let rotation: { current: string; previous: string } | undefined;
  try {
    const account = await checkAccount(config);
    const missing = await missingBootstrap(regionsToBootstrap(config));
    if (missing.length) {
      console.error(bootstrapHint(account, missing));
      return 1;
    }
    console.log(`Deploying stage ${config.stage} to account ${account}, ${config.region}.`);
    if (args.rotateOriginSecret) rotation = await rotateOriginSecret(config);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  if (run('npm', ['run', 'build:web']) !== 0) return 1;
  const status = run('npx', cdkDeployArgs(config.stage, args.yes, rotation));
  if (status === 0) {
    console.log(
      [
        '',
        `Stage ${config.stage} is deployed; its outputs are in cdk.out/outputs-${config.stage}.json. Next (docs/deploy.md):`,
        `  - the DKIM records (outputs MailDkimRecord1-3) in the DNS of ${config.mailFromDomain}, then "mailVerified": true and deploy again`,
        `  - confirm the alarm subscription mailed to ${config.opsEmail}`,
        `  - npm run admin -- create --email <you> --stage ${config.stage}`,
        '  - npm run smoke -- <SiteUrl> --api-url <ApiUrl>',
      ].join('\n'),
    );
  }
  return status;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}

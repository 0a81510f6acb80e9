import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT, type LogLevel } from './constructs/app-function.js';
import { BrokerageStack } from './stacks/brokerage-stack.js';

const app = new App();
const context = (key: string) => app.node.tryGetContext(key) as string | undefined;

const webDist = join(REPO_ROOT, 'web', 'dist');
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const satisfies readonly LogLevel[];
const logLevel = context('logLevel') ?? 'INFO';
if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
  throw new Error(`Context logLevel must be one of ${LOG_LEVELS.join(', ')}, got ${logLevel}`);
}
const domainNames = context('domainNames');
const certificateArn = context('certificateArn');

new BrokerageStack(app, 'Brokerage', {
  description: 'Brokerage: site, API, data, auth and events',
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    // Not CDK_DEFAULT_REGION: the CLI fills it with us-east-1 when nothing is configured, and the data
    // of a Quebec brokerage belongs in Canada unless a region is asked for explicitly.
    region: context('region') ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'ca-central-1',
  },
  webDistPath: existsSync(webDist) ? webDist : undefined,
  logLevel: logLevel as LogLevel,
  domain: domainNames && certificateArn ? { names: domainNames.split(','), certificateArn } : undefined,
  mailFrom: context('mailFrom'),
});

// cdk-nag 3 is a policy-validation plugin: any unacknowledged finding fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './constructs/app-function.js';
import { BrokerageStack } from './stacks/brokerage-stack.js';
import { EdgeSecurityStack } from './stacks/edge-security-stack.js';
import { loadStageConfig, stackName, StageConfigError } from './stage-config.js';

const app = new App();
// `npm run deploy -- --stage prod` passes the stage; a bare `npm run synth` synthesizes the example stage.
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? 'example';
let config;
try {
  config = loadStageConfig(stage);
} catch (error) {
  if (!(error instanceof StageConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const webDist = join(REPO_ROOT, 'web', 'dist');
const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
// CloudFront's web ACL lives in us-east-1: a stack of its own, referenced across regions.
const edge = config.waf
  ? new EdgeSecurityStack(app, `${stackName(stage)}-edge`, { description: `Brokerage (${stage}): AWS WAF for CloudFront`, env: { account, region: 'us-east-1' }, stage, crossRegionReferences: true })
  : undefined;
new BrokerageStack(app, stackName(stage), {
  description: `Brokerage (${stage}): site, API, data, auth and events`,
  env: { account, region: config.region },
  crossRegionReferences: Boolean(edge),
  config,
  webDistPath: existsSync(webDist) ? webDist : undefined,
  webAclArn: edge?.webAcl.attrArn,
});

// cdk-nag 3 is a policy-validation plugin: any unacknowledged finding fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARMS } from '../../infra/constructs/monitoring.js';
import { COGNITO_INVITATION_MAIL } from '../../shared/mail/cognito-code.js';
import { BrokerageStack } from '../../infra/stacks/brokerage-stack.js';
import { API_WRITE_RATE_LIMIT, EdgeSecurityStack } from '../../infra/stacks/edge-security-stack.js';
import { stackName } from '../../infra/stage-config.js';
import { testStageConfig } from './stage.js';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

/**
 * Two stages of one account and region, synthesized side by side without bundling (the bundles are
 * stack.test.ts's), with a web build so the post-deploy render exists.
 */
let dist: string;
const stacks: Record<'prod' | 'staging', { stack: BrokerageStack; template: Template; resources: Record<string, Resource> }> = {} as never;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'app-shell.html'), '<!doctype html><div id="root"></div>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const built = (['prod', 'staging'] as const).map((stage) => {
    const config = testStageConfig(stage, {
      mailFromDomain: stage === 'prod' ? 'courtage-quebec.ca' : 'staging.courtage-quebec.ca',
      mailVerified: stage === 'prod',
    });
    return [stage, new BrokerageStack(app, stackName(stage), { env: { account: '123456789012', region: 'ca-central-1' }, config, webDistPath: dist })] as const;
  });
  // Both stacks exist before the app is synthesized (once).
  for (const [stage, stack] of built) {
    const template = Template.fromStack(stack);
    stacks[stage] = { stack, template, resources: template.toJSON().Resources as Record<string, Resource> };
  }
}, 240_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/**
 * Names scoped inside a parent resource (an index of its table, a group or attribute of its pool, a
 * role's inline policy, a route's authorizer) or that name another thing (a rule's bus, an alarm's metric): not names
 * an account or region holds once.
 */
const SCOPED = new Set([
  'IndexName', 'AttributeName', 'GroupName', 'StageName', 'PolicyName', 'EventBusName', 'KeyName', 'ServiceName', 'HeaderName',
  'Name:AWS::AppSync::ChannelNamespace', 'Name:AWS::Cognito::UserPool', 'Name:AWS::ApiGatewayV2::Api', 'Name:AWS::ApiGatewayV2::Authorizer',
]);

/** Every literal name a template gives a resource, with where it is. */
function physicalNames(resources: Record<string, Resource>) {
  const names = new Map<string, string>();
  const visit = (value: unknown, key: string, where: string, type: string) => {
    if (typeof value === 'string') {
      if ((/Name$/.test(key) || key === 'EmailIdentity') && !SCOPED.has(key) && !SCOPED.has(`${key}:${type}`)) names.set(value, `${where}.${key}`);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, key, where, type));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k, `${where}.${key}`, type);
  };
  for (const [id, resource] of Object.entries(resources)) if (resource.Type !== 'AWS::CloudWatch::Alarm') visit(resource.Properties ?? {}, 'Properties', `${id}(${resource.Type})`, resource.Type);
  return names;
}

describe('stages side by side', () => {
  it('gives no physical name to both stages', () => {
    const prod = physicalNames(stacks.prod.resources);
    const staging = physicalNames(stacks.staging.resources);
    // The test must see the names it guards: the bus, the live API, the mail set, the dashboard.
    expect([...prod.keys()]).toEqual(expect.arrayContaining(['brokerage-prod-bus', 'brokerage-prod-live', 'brokerage-prod', 'courtage-quebec.ca']));
    const shared = [...prod.keys()].filter((name) => staging.has(name)).map((name) => `${name} (${prod.get(name)})`);
    expect(shared).toEqual([]);
  });

  it('keeps the media bucket versioned, old versions expiring', () => {
    const media = stacks.prod.resources[stacks.prod.stack.resolve((stacks.prod.stack.site.mediaBucket.node.defaultChild as never as { logicalId: string }).logicalId)]!;
    expect(media.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(media.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })]);
  });
});

describe('mail that leaves', () => {
  it('creates the domain identity with DKIM and its configuration set, and prints the three DKIM records', () => {
    const { template } = stacks.prod;
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'courtage-quebec.ca',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
      DkimAttributes: { SigningEnabled: true },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'brokerage-prod',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: ['bounce', 'complaint'], EventBridgeDestination: Match.anyValue() }),
    });
    const outputs = Object.keys(template.toJSON().Outputs as object).filter((key) => /DkimRecord/.test(key));
    expect(outputs).toEqual(['MailDkimRecord1', 'MailDkimRecord2', 'MailDkimRecord3']);
  });

  it('sends Cognito mail through SES from the same sender once the domain is verified, not before', () => {
    stacks.prod.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('<no-reply@courtage-quebec.ca>$'),
        ConfigurationSet: 'brokerage-prod',
        SourceArn: Match.anyValue(),
      },
    });
    // The first admin's invitation is the French text the local stack mails too.
    stacks.prod.template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: Match.objectLike({ InviteMessageTemplate: Match.objectLike({ EmailSubject: COGNITO_INVITATION_MAIL.subject, EmailMessage: COGNITO_INVITATION_MAIL.body }) }),
    });
    const [pool] = Object.values(stacks.staging.template.findResources('AWS::Cognito::UserPool')) as Resource[];
    expect(pool!.Properties.EmailConfiguration?.EmailSendingAccount ?? 'COGNITO_DEFAULT').toBe('COGNITO_DEFAULT');
  });
});

describe('alarms and dashboard', () => {
  const alarms = () => Object.values(stacks.prod.template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
  const topicId = () => stacks.prod.stack.resolve(stacks.prod.stack.monitoring.topic.topicArn) as object;

  it("mails the stage's ops address", () => {
    stacks.prod.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@courtage-quebec.ca' });
    for (const alarm of alarms()) expect(alarm.Properties.AlarmActions).toEqual([topicId()]);
  });

  it('has an alarm on every dead-letter queue', () => {
    // A queue with a redrive policy is a work queue (events/queues.ts): its messages are work, not failures.
    const queues = Object.entries(stacks.prod.resources).filter(([, r]) => r.Type === 'AWS::SQS::Queue' && !r.Properties.RedrivePolicy).map(([id]) => id);
    expect(queues.length).toBeGreaterThanOrEqual(12);
    for (const queue of queues) {
      const watching = alarms().filter((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(a.Properties.Dimensions).includes(queue));
      expect(watching, queue).toHaveLength(1);
    }
  });

  it("has an error and a throttle alarm on every function of the app's registry", () => {
    const functions = Object.entries(stacks.prod.resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function' && /^[a-z-]+: /.test(r.Properties.Description ?? ''));
    expect(functions.length).toBeGreaterThanOrEqual(20);
    for (const [id] of functions) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(alarms().filter((a) => a.Properties.MetricName === metric && JSON.stringify(a.Properties.Dimensions).includes(id)), `${metric} ${id}`).not.toHaveLength(0);
      }
    }
  });

  it('watches the API 5xx rate, the outbox Pipe, the site render and the mail bounce rate', () => {
    const byMetrics = (needle: string) => alarms().filter((a) => JSON.stringify(a.Properties).includes(needle));
    const api = byMetrics('errors / requests')[0]!;
    expect(api.Properties.Threshold).toBe(ALARMS.api5xxRate);
    expect(byMetrics('AWS/EventBridge/Pipes')).toHaveLength(1);
    expect(byMetrics('Reputation.BounceRate')[0]!.Properties.Threshold).toBe(ALARMS.sesBounceRate);
    const renderSite = stacks.prod.stack.jobs['render-site']!;
    const renderAlarms = alarms().filter((a) => a.Properties.MetricName === 'Errors' && JSON.stringify(a.Properties.Dimensions).includes(stacks.prod.stack.getLogicalId(renderSite.function.node.defaultChild as never)));
    expect(renderAlarms.length).toBe(2);
  });

  it('has one dashboard per stage', () => {
    stacks.prod.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    stacks.prod.template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'brokerage-prod' });
  });
});

describe('the render after a deploy', () => {
  it('is awaited (a failed render fails the deploy) and runs once the API routes exist', () => {
    const [[, trigger]] = Object.entries(stacks.prod.template.findResources('Custom::Trigger')) as [[string, Resource]];
    expect(trigger.Properties.InvocationType).toBe('RequestResponse');
    const routes = Object.entries(stacks.prod.resources).filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route').map(([id]) => id);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(trigger.DependsOn ?? [], route).toContain(route);
  });
});

describe('the API behind CloudFront only', () => {
  const functionsWithOrigin = () =>
    Object.values(stacks.prod.resources).filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.ORIGIN_VERIFY);

  it("sends the stage's secret from CloudFront to the API origin, from Secrets Manager (never in the template)", () => {
    const [distribution] = Object.values(stacks.prod.template.findResources('AWS::CloudFront::Distribution')) as Resource[];
    const apiOrigin = (distribution!.Properties.DistributionConfig.Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[]).find((o) =>
      JSON.stringify(o).includes('execute-api') || JSON.stringify(o).includes('HttpApi'),
    )!;
    const header = apiOrigin.OriginCustomHeaders!.find((h) => h.HeaderName === 'x-origin-verify')!;
    expect(JSON.stringify(header.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:/);
    stacks.prod.template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 48 }) });
  });

  it('gives the secret to every HTTP function, and to no other', () => {
    const names = functionsWithOrigin().map((r) => String(r.Properties.Description).split(':')[0]).sort();
    expect(names).toEqual(Object.keys(stacks.prod.stack.httpFunctions).sort());
    for (const fn of functionsWithOrigin()) expect(JSON.stringify(fn.Properties.Environment.Variables.ORIGIN_VERIFY)).toMatch(/\{\{resolve:secretsmanager:/);
  });

  it('has the renderer read the API through CloudFront, not the execute-api URL', () => {
    const renderers = Object.values(stacks.prod.resources).filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.SITE_API_ORIGIN);
    expect(renderers.length).toBe(2);
    for (const fn of renderers) expect(JSON.stringify(fn.Properties.Environment.Variables.SITE_API_ORIGIN)).toContain('DomainName');
  });

  it('during a rotation, CloudFront sends the new version and the functions accept the new and the previous', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [], originSecretRotation: 'v-new:v-old' } });
    const stack = new BrokerageStack(app, stackName('rot'), { env: { account: '123456789012', region: 'ca-central-1' }, config: testStageConfig('rot') });
    const resources = Object.values(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>);
    const [distribution] = resources.filter((r) => r.Type === 'AWS::CloudFront::Distribution').map((r) => JSON.stringify(r.Properties));
    expect(distribution).toContain('SecretString:::v-new}}');
    expect(distribution).not.toContain('v-old');
    const accepted = resources.filter((r) => r.Properties?.Environment?.Variables?.ORIGIN_VERIFY).map((r) => JSON.stringify(r.Properties.Environment.Variables.ORIGIN_VERIFY));
    expect(accepted).toHaveLength(Object.keys(stack.httpFunctions).length);
    for (const value of accepted) expect(value).toMatch(/SecretString:::v-new\}\}.*,.*SecretString:::v-old\}\}/);
  });
});

describe('the optional WAF', () => {
  it('is a web ACL in us-east-1 (managed rules, a rate limit on API writes) attached to the distribution', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const edge = new EdgeSecurityStack(app, 'Brokerage-waf-edge', { env: { account: '123456789012', region: 'us-east-1' }, stage: 'waf', crossRegionReferences: true });
    const main = new BrokerageStack(app, stackName('waf'), {
      env: { account: '123456789012', region: 'ca-central-1' },
      crossRegionReferences: true,
      config: testStageConfig('waf', { waf: true, mailVerified: true }),
      webAclArn: edge.webAcl.attrArn,
    });
    const acl = Template.fromStack(edge);
    acl.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [
        Match.objectLike({ Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } } }),
        Match.objectLike({ Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' } } }),
        Match.objectLike({ Action: { Block: Match.anyValue() }, Statement: { RateBasedStatement: Match.objectLike({ Limit: API_WRITE_RATE_LIMIT, AggregateKeyType: 'IP' }) } }),
      ],
    });
    Template.fromStack(main).hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }) });
    // cdk-nag on both stacks, the cross-region reference's own resources included.
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`))).toEqual([]);
  });
});

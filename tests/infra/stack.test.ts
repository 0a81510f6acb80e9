import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { INTEGRATION_SECRETS_PARTITION } from '../../shared/db/entities/integration-setting.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_RULES } from '../../events/rules.js';
import { SCHEDULES } from '../../events/schedules.js';
import { STORAGE_RULES } from '../../events/storage-rules.js';
import { TABLE } from '../../shared/db/table.js';
import { FUNCTIONS, ROUTES, routeKey } from '../../shared/http/routes.js';
import { BrokerageStack, eventBusName } from '../../infra/stacks/brokerage-stack.js';
import { ROUTE_THROTTLES, routeThrottle } from '../../infra/constructs/api.js';
import { testStageConfig } from './stage.js';
import { securityHeaders } from '../../infra/security-headers.js';
import { checkRegistry, COGNITO_TRIGGERS, cognitoTrigger, FUNCTION_REGISTRY, httpFunction, mailFeedbackConsumer, queueConsumer, ruleConsumer, scheduledJob, storageConsumer } from '../../infra/functions.js';
import { QUEUES, type QueueName } from '../../events/queues.js';

const ENV = { account: '123456789012', region: 'ca-central-1' };
/** Managed CloudFront policy ids (fixed by AWS). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
/** The logical id of CDK's singleton AwsCustomResource provider function. */
const AWS_CUSTOM_RESOURCE_PROVIDER = 'AWS679f53fac002430cb0da5b7982bd2287';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

let stack: BrokerageStack;
let app: App;
let template: Template;
let resources: Record<string, Resource>;

/** The logical id as synthesized (overrides included: the table and user pool keep their ids from before the split). */
const logicalId = (construct: IConstruct) => stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });

/** Findings cdk-nag 3 still reports after `Validations.of(...).acknowledge(...)`, as readable lines. */
function nagFindings(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}: ${v.description}`),
  );
}

beforeAll(() => {
  // No web build (the state of a fresh clone), no bundling: cdk-bundling.test.ts proves CDK's bundles are the
  // local ones, which the integration suite runs.
  app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  stack = new BrokerageStack(app, 'Brokerage-test', { env: ENV, config: testStageConfig() });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 240_000);

describe('HTTP API from the route table', () => {
  it('has exactly one route per ROUTES entry', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.length);
  });

  it.each(ROUTES.map((r) => [routeKey(r), r] as const))('%s targets the Lambda of its fn', (key, route) => {
    const matches = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.RouteKey === key);
    expect(matches).toHaveLength(1);
    const [, apiRoute] = matches[0]!;
    const integrationId: string = apiRoute.Properties.Target['Fn::Join'][1][1].Ref;
    const integration = resources[integrationId]!;
    expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
    expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    expect(integration.Properties.IntegrationUri).toEqual(getAtt(logicalId(stack.httpFunctions[route.fn].function)));
  });

  it('puts the Cognito JWT authorizer on every signed-in and admin route and none on public routes', () => {
    const [[authorizerId, authorizer]] = ofType('AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      JwtConfiguration: { Audience: [{ Ref: logicalId(stack.userPoolClient) }] },
    });
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer)).toContain(logicalId(stack.userPool));
    for (const route of ROUTES) {
      const [, apiRoute] = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey(route))!;
      if (route.auth !== 'public') {
        expect(apiRoute.Properties, routeKey(route)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId }, AuthorizationScopes: ['aws.cognito.signin.user.admin'] });
      } else {
        expect(apiRoute.Properties.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(apiRoute.Properties.AuthorizerId, routeKey(route)).toBeUndefined();
      }
    }
  });

  it('creates one function per FUNCTIONS entry and throttles and logs the default stage', () => {
    expect(Object.keys(stack.httpFunctions).sort()).toEqual([...FUNCTIONS].sort());
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
    const stage = Object.values(resources).find((r) => r.Type === 'AWS::ApiGatewayV2::Stage')!;
    // No IP address is stored for any request: the access log format has no client address.
    expect(JSON.stringify(stage.Properties.AccessLogSettings.Format)).not.toMatch(/sourceIp|identity\.|x-forwarded-for/i);
    // Every route has a throttle of its own, by kind: a flood of one kind cannot take another's share.
    expect(Object.keys(stage.Properties.RouteSettings).sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const route of ROUTES) expect(stage.Properties.RouteSettings[routeKey(route)], routeKey(route)).toEqual(routeThrottle(route));
    expect(routeThrottle({ fn: 'public-api', auth: 'public', method: 'POST' })).toEqual(ROUTE_THROTTLES.publicWrite);
    expect(routeThrottle({ fn: 'tracking-ingest', auth: 'public', method: 'POST' })).toEqual(ROUTE_THROTTLES.tracking);
    expect(routeThrottle({ fn: 'admin-api', auth: 'admin', method: 'GET' })).toEqual(ROUTE_THROTTLES.signedIn);
  });
});

describe('DynamoDB table from TABLE', () => {
  it('has the keys, GSIs, stream, TTL, PITR and deletion protection of shared/db/table.ts', () => {
    const attributes = [
      TABLE.partitionKey,
      TABLE.sortKey,
      ...TABLE.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayEquals(attributes),
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: { StreamViewType: TABLE.streamViewType },
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
    });
  });
});

describe('events', () => {
  it("has the stage's bus with an archive", () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: eventBusName('test') });
    template.hasResourceProperties('AWS::Events::Archive', { SourceArn: getAtt(logicalId(stack.bus)) });
  });

  it.each(CONSUMER_RULES.map((r) => [r.name, r] as const))(
    'rule %s has exactly its pattern, a Lambda target with retries and a dead-letter queue',
    (_name, rule) => {
      const consumer = stack.consumers[rule.name]!;
      const functionId = logicalId(consumer.handler.function);
      const queueArn = getAtt(logicalId(consumer.deadLetterQueue));
      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: logicalId(stack.bus) },
        EventPattern: Match.exact({ ...rule.pattern, detail: { version: rule.pattern.detail.version } }),
        Targets: [
          Match.objectLike({
            Arn: getAtt(functionId),
            DeadLetterConfig: { Arn: queueArn },
            RetryPolicy: Match.objectLike({ MaximumRetryAttempts: rule.maxAttempts - 1 }),
          }),
        ],
      });
      // The rule's own dead-letter queue (not just any queue), found through its target, is encrypted and TLS-only.
      const [, deployedRule] = ofType('AWS::Events::Rule').find(([id]) => id === logicalId(consumer.rule))!;
      const targetQueueId: string = deployedRule.Properties.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0];
      const queue = resources[targetQueueId]!;
      expect(queue.Type).toBe('AWS::SQS::Queue');
      expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
      const [, queuePolicy] = ofType('AWS::SQS::QueuePolicy').find(([, r]) => JSON.stringify(r.Properties.Queues).includes(targetQueueId))!;
      expect(JSON.stringify(queuePolicy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: functionId },
        MaximumRetryAttempts: rule.maxAttempts - 1,
        DestinationConfig: { OnFailure: { Destination: queueArn } },
      });
      expect(resources[functionId]!.Properties.Handler).toBe('index.handler');
    },
  );

  it.each(STORAGE_RULES.map((r) => [r.name, r] as const))('storage rule %s takes new objects of the uploads bucket from the default bus', (_name, rule) => {
    const consumer = stack.consumers[rule.name]!;
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: 'default',
      EventPattern: Match.exact({
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: { bucket: { name: [{ Ref: logicalId(stack.site.uploadsBucket) }] }, object: { key: [{ prefix: rule.keyPrefix }] } },
      }),
      Targets: [Match.objectLike({ Arn: getAtt(logicalId(consumer.handler.function)), DeadLetterConfig: { Arn: getAtt(logicalId(consumer.deadLetterQueue)) } })],
    });
    // Least privilege on the buckets: originals read and deleted under uploads/ only, renditions written only.
    const policy = JSON.stringify(ofType('AWS::IAM::Policy').filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(consumer.handler.role))).map(([, r]) => r.Properties.PolicyDocument));
    expect(policy).toContain('/uploads/*');
    expect(policy).toContain('s3:DeleteObject');
    const variables = resources[logicalId(consumer.handler.function)]!.Properties.Environment.Variables;
    expect(variables).toMatchObject({ UPLOADS_BUCKET: { Ref: logicalId(stack.site.uploadsBucket) }, MEDIA_BUCKET: { Ref: logicalId(stack.site.mediaBucket) } });
  });

  it("takes SES's bounces and complaints from the default bus to the mail-feedback consumer, which mails nothing", () => {
    const consumer = stack.consumers['mail-feedback']!;
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: 'default',
      EventPattern: Match.exact({ source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] }),
      Targets: [Match.objectLike({ Arn: getAtt(logicalId(consumer.handler.function)), DeadLetterConfig: { Arn: getAtt(logicalId(consumer.deadLetterQueue)) } })],
    });
    expect(mailFeedbackConsumer().access).toEqual({ table: 'readWrite' });
  });

  it('keeps photo originals in a private bucket that notifies EventBridge and is never behind CloudFront', () => {
    const uploads = resources[logicalId(stack.site.uploadsBucket)]!;
    expect(uploads.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true },
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
    });
    expect(JSON.stringify(ofType('AWS::CloudFront::Distribution'))).not.toContain(logicalId(stack.site.uploadsBucket));
  });

  it('pipes outbox INSERTs from the table stream to the bus', () => {
    const [[, pipe]] = ofType('AWS::Pipes::Pipe') as [[string, Resource]];
    const p = pipe.Properties;
    expect(p.Source).toEqual(getAtt(logicalId(stack.table), 'StreamArn'));
    expect(p.Target).toEqual(getAtt(logicalId(stack.bus)));
    expect(p.SourceParameters.DynamoDBStreamParameters).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 10,
      MaximumRetryAttempts: expect.any(Number),
      OnPartialBatchItemFailure: 'AUTOMATIC_BISECT',
      DeadLetterConfig: { Arn: getAtt(logicalId(stack.outbox.deadLetterQueue)) },
    });
    const filters = p.SourceParameters.FilterCriteria.Filters as { Pattern: string }[];
    expect(filters.map((f) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: [TABLE.outboxEntity] } } } },
    ]);
    expect(p.TargetParameters).toEqual({
      EventBridgeEventBusParameters: {
        Source: '$.dynamodb.NewImage.source.S',
        DetailType: '$.dynamodb.NewImage.detailType.S',
      },
      InputTemplate: '<$.dynamodb.NewImage.detail.S>',
    });
    const roleId = p.RoleArn['Fn::GetAtt'][0] as string;
    const rolePolicy = ofType('AWS::IAM::Policy').find(([, r]) => JSON.stringify(r.Properties.Roles).includes(roleId));
    const statements = JSON.stringify(rolePolicy?.[1].Properties.PolicyDocument);
    expect(statements).toContain('dynamodb:GetRecords');
    expect(statements).toContain('events:PutEvents');
  });
});

describe('schedules', () => {
  it.each(SCHEDULES.map((s) => [s.name, s] as const))('schedule %s invokes its job Lambda', (name, schedule) => {
    const job = stack.jobs[name]!;
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: schedule.cron,
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: getAtt(logicalId(job.function)), RoleArn: Match.anyValue() }),
    });
  });
});

describe('Lambda functions', () => {
  it('are all nodejs22.x on arm64 with X-Ray and the managed env vars', () => {
    const functions = ofType('AWS::Lambda::Function');
    // Plus the site's not-found origin (infra/constructs/spa-site.ts) and CDK's AwsCustomResource provider that
    // reads the map key's value (infra/constructs/map-key.ts), which are no app functions.
    expect(functions).toHaveLength(FUNCTION_REGISTRY.length + 2);
    functions.splice(functions.findIndex(([id]) => id === logicalId(stack.site.notFoundFunction)), 1);
    functions.splice(functions.findIndex(([id]) => id.startsWith(AWS_CUSTOM_RESOURCE_PROVIDER)), 1);
    for (const [id, fn] of functions) {
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
        Environment: {
          Variables: expect.objectContaining({
            LOG_LEVEL: 'INFO',
            POWERTOOLS_SERVICE_NAME: expect.any(String),
          }),
        },
      });
    }
  });

  it('come from the function registry, one per trigger, with exactly the access each declares', () => {
    expect(() => checkRegistry()).not.toThrow();
    const built = [
      ...FUNCTIONS.map((fn) => [httpFunction(fn), stack.httpFunctions[fn]] as const),
      ...CONSUMER_RULES.map((r) => [ruleConsumer(r.name), stack.consumers[r.name]!.handler] as const),
      ...STORAGE_RULES.map((r) => [storageConsumer(r.name), stack.consumers[r.name]!.handler] as const),
      [mailFeedbackConsumer(), stack.consumers['mail-feedback']!.handler] as const,
      ...QUEUES.map((q) => [queueConsumer(q.name as QueueName), stack.queueConsumers[q.name]!] as const),
      ...SCHEDULES.map((s) => [scheduledJob(s.name), stack.jobs[s.name]!] as const),
      ...COGNITO_TRIGGERS.map((t) => [cognitoTrigger(t), stack.cognitoTriggers[t]] as const),
    ];
    expect(built.map(([def]) => def.name).sort()).toEqual(FUNCTION_REGISTRY.map((f) => f.name).sort());
    for (const [def, fn] of built) {
      const variables = resources[logicalId(fn.function)]!.Properties.Environment.Variables;
      const policy = JSON.stringify(ofType('AWS::IAM::Policy').filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(fn.role))).map(([, r]) => r.Properties.PolicyDocument));
      expect('MEDIA_BUCKET' in variables, `${def.name} media env`).toBe(Boolean(def.access.media));
      expect(/"s3:/.test(policy), `${def.name} S3 grant`).toBe(Boolean(def.access.media || def.access.site));
      expect('SITE_BUCKET' in variables, `${def.name} site env`).toBe(Boolean(def.access.site));
      expect('USER_POOL_ID' in variables, `${def.name} user pool env`).toBe(Boolean(def.access.userPool));
      // Allowed writes only: every role also carries a Deny naming PutItem (integration keys).
      const allowsPutItem = (JSON.parse(policy) as { Statement: { Effect: string; Action: string | string[] }[] }[]).some((doc) =>
        doc.Statement.some((statement) => statement.Effect === 'Allow' && [statement.Action].flat().includes('dynamodb:PutItem')),
      );
      expect(allowsPutItem, `${def.name} table writes`).toBe(def.access.table === 'readWrite');
      // The table's name and grants only where the registry gives the table (platform-api touches no item).
      expect(variables.TABLE_NAME, `${def.name} table env`).toEqual(def.access.table ? { Ref: logicalId(stack.table) } : undefined);
      expect(policy.includes('dynamodb:'), `${def.name} table grants`).toBe(Boolean(def.access.table));
      expect(/"cognito-idp:/.test(policy), `${def.name} Cognito admin API`).toBe(Boolean(def.access.userPool?.cognitoActions?.length));
      expect(policy).not.toContain('dynamodb:Scan');
      expect('MAIL_FROM' in variables && 'SITE_ORIGIN' in variables, `${def.name} mail env`).toBe(Boolean(def.access.mail));
      expect(/"ses:/.test(policy), `${def.name} SES grant`).toBe(Boolean(def.access.mail));
      // The integration keys' partition: readable by the functions that call the integrations, denied to every other.
      const deniesKeys = policy.includes('"Effect":"Deny"') && policy.includes(`"dynamodb:LeadingKeys":["${INTEGRATION_SECRETS_PARTITION}"]`);
      expect(deniesKeys, `${def.name} denied the integration keys`).toBe(Boolean(def.access.table) && def.access.integrationKeys !== 'read');
      expect('AMAZON_LOCATION_PLACES_URL' in variables, `${def.name} Places env`).toBe(Boolean(def.access.geocoding));
      expect(/"geo-places:/.test(policy), `${def.name} Places grant`).toBe(Boolean(def.access.geocoding));
    }
    expect(FUNCTION_REGISTRY.filter((f) => f.access.integrationKeys === 'read').map((f) => f.name).sort()).toEqual(['integrations-api', 'lead-crm-sync', 'property-sync', 'sales-crm-sync', 'visit-completion']);
    // The consumer and the rollup job touch the table only.
    expect(ruleConsumer('lead-crm-sync').access).toEqual({ table: 'readWrite', integrationKeys: 'read' });
    expect(scheduledJob('analytics-rollup').access).toEqual({ table: 'readWrite' });
  });

  it.each([
    // name, table, media bucket, user pool ids, Cognito admin API
    ['public-api', 'readWrite', false, false, false],
    ['admin-api', 'readWrite', true, true, true],
    ['admin-blog-api', 'readWrite', false, false, false],
    ['lead-crm-sync', 'readWrite', false, false, false],
    ['property-sync', 'readWrite', true, false, false],
    ['analytics-rollup', 'readWrite', false, false, false],
    ['photo-process', 'readWrite', true, false, false],
  ] as const)('%s gets only its own access (least privilege)', (name, table, media, userPool, cognitoAdmin) => {
    const def = FUNCTION_REGISTRY.find((f) => f.name === name)!;
    const fn = { http: () => stack.httpFunctions[name as 'public-api'], event: () => stack.consumers[name]!.handler, storage: () => stack.consumers[name]!.handler, 'mail-feedback': () => stack.consumers[name]!.handler, queue: () => stack.queueConsumers[(def.trigger as { queue: string }).queue]!, schedule: () => stack.jobs[name as 'property-sync']!, cognito: () => undefined }[def.trigger.kind]()!;
    const variables = resources[logicalId(fn.function)]!.Properties.Environment.Variables as Record<string, unknown>;
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(fn.role)))
      .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as { Action: string | string[] }[]);
    const actions = statements.flatMap((st) => [st.Action].flat());
    expect(actions.some((a) => a.startsWith('s3:')), 's3 actions').toBe(media);
    expect('MEDIA_BUCKET' in variables, 'MEDIA_BUCKET').toBe(media);
    expect('USER_POOL_ID' in variables, 'USER_POOL_ID').toBe(userPool);
    expect(actions.some((a) => a.startsWith('cognito-idp:')), 'cognito-idp actions').toBe(cognitoAdmin);
    expect(actions.includes('dynamodb:PutItem'), 'table writes').toBe(table === 'readWrite');
    expect(actions).toContain('dynamodb:Query');
    // The admin API alone sets the CDN's maintenance switch.
    expect(actions.filter((a) => a.startsWith('cloudfront-keyvaluestore:')).sort(), 'KeyValueStore actions').toEqual(
      def.access.siteFlags ? ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:PutKey'] : [],
    );
    expect('SITE_KVS_ARN' in variables, 'SITE_KVS_ARN').toBe(Boolean(def.access.siteFlags));
    expect(actions.filter((a) => !/^(dynamodb|s3|cognito-idp|logs|xray|sqs|cloudfront-keyvaluestore):/.test(a)), 'nothing else').toEqual([
      ...(def.access.mail ? ['ses:SendEmail'] : []),
      ...(def.access.geocoding ? ['geo-places:Geocode'] : []),
    ]);
    // Denied reads of the integration keys for all but the integration callers, a write returning the old item included.
    const denied = statements.filter((st) => (st as { Effect?: string }).Effect === 'Deny').flatMap((st) => [st.Action].flat());
    expect(denied.includes('dynamodb:GetItem') && denied.includes('dynamodb:Query') && denied.includes('dynamodb:PutItem'), 'integration keys denied').toBe(
      def.access.integrationKeys !== 'read',
    );
    // SQS only for a consumer, and only its own dead-letter queue (the Lambda on-failure destination).
    const sqsResources = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('sqs:'))).map((st) => JSON.stringify((st as { Resource?: unknown }).Resource));
    const ownQueue = def.trigger.kind === 'event' || def.trigger.kind === 'storage' ? [JSON.stringify(getAtt(logicalId(stack.consumers[name]!.deadLetterQueue)))] : [];
    expect(sqsResources, 'sqs resources').toEqual(ownQueue);
  });

  it('lets the newsletter welcome consumer send mail from the sender domain only, with the site origin for its links', () => {
    const welcome = stack.consumers['newsletter-welcome']!.handler;
    const variables = resources[logicalId(welcome.function)]!.Properties.Environment.Variables;
    expect(variables.MAIL_FROM).toBe('Courtage Québec <no-reply@courtage-quebec.ca>');
    expect(JSON.stringify(variables.SITE_ORIGIN)).toContain(logicalId(stack.site.distribution));
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(welcome.role)))
      .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const ses = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')));
    expect(ses.map((st) => st.Action)).toEqual(['ses:SendEmail']);
    // The identity and the configuration set it applies (SES authorises SendEmail on both), nothing else.
    expect(ses[0]!.Resource).toHaveLength(2);
    expect(JSON.stringify(ses[0]!.Resource)).toContain(logicalId(stack.mail.identity));
    expect(JSON.stringify(ses[0]!.Resource)).toContain(':configuration-set/');
    expect(JSON.stringify(ses[0]!.Resource)).toContain(logicalId(stack.mail.configurationSet));
    expect(FUNCTION_REGISTRY.filter((f) => f.access.mail).map((f) => f.name).sort()).toEqual(['admin-blog-api', 'alert-send', 'campaign-send', 'newsletter-welcome', 'notifications', 'search-alerts']);
  });

  it.each([
    ['campaign-sends', ['campaign-fanout', 'campaign-send']],
    ['alert-sends', ['alert-digests', 'alert-send', 'search-alerts']],
  ] as const)("paces the %s sender by the SES account's quota and drains its queue two at a time, failed messages alone", (name, producers) => {
    const sender = stack.queueConsumers[name]!;
    const policy = JSON.stringify(ofType('AWS::IAM::Policy').filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(sender.role))).map(([, r]) => r.Properties.PolicyDocument));
    expect(policy).toContain('ses:GetAccount');
    expect(policy).toContain('sqs:SendMessage');
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(([, r]) => JSON.stringify(r.Properties.FunctionName).includes(logicalId(sender.function)));
    expect(mappings).toHaveLength(1);
    const definition = QUEUES.find((q) => q.name === name)!;
    expect(mappings[0]![1].Properties).toMatchObject({ BatchSize: definition.batchSize, ScalingConfig: { MaximumConcurrency: 2 }, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const queue = resources[logicalId(stack.queues[name]!.queue)]!.Properties;
    // Six times the sender's timeout, and a dead-letter queue after five receives.
    expect(queue.VisibilityTimeout).toBe(6 * queueConsumer(name).timeoutSeconds!);
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(5);
    // Only its producers and the sender itself put messages on it.
    expect(FUNCTION_REGISTRY.filter((f) => f.access.sendsTo?.includes(name)).map((f) => f.name).sort()).toEqual(producers);
  });

  it('lets the functions that save or import listings geocode with Places v2 (Geocode only, the region’s provider only), with its regional endpoint', () => {
    expect(FUNCTION_REGISTRY.filter((f) => f.access.geocoding).map((f) => f.name).sort()).toEqual(['admin-api', 'integrations-api', 'property-sync']);
    for (const fn of [stack.httpFunctions['admin-api'], stack.httpFunctions['integrations-api'], stack.jobs['property-sync']!]) {
      const statements = ofType('AWS::IAM::Policy')
        .filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(fn.role)))
        .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const places = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('geo-places:')));
      expect(places).toHaveLength(1);
      expect(places[0]!.Action).toBe('geo-places:Geocode');
      expect(stack.resolve(places[0]!.Resource)).toEqual({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':geo-places:ca-central-1::provider/default']] });
      const variables = resources[logicalId(fn.function)]!.Properties.Environment.Variables;
      expect(stack.resolve(variables.AMAZON_LOCATION_PLACES_URL)).toBe('https://places.geo.ca-central-1.amazonaws.com');
    }
  });

  it('wires each user pool trigger of the registry to its function', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostConfirmation: getAtt(logicalId(stack.cognitoTriggers.PostConfirmation.function)) },
    });
  });

  it('gives the admin API the user pool ids and the media bucket, with grants', () => {
    const admin = stack.httpFunctions['admin-api'];
    const variables = resources[logicalId(admin.function)]!.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      USER_POOL_ID: { Ref: logicalId(stack.userPool) },
      USER_POOL_CLIENT_ID: { Ref: logicalId(stack.userPoolClient) },
      MEDIA_BUCKET: { Ref: logicalId(stack.site.mediaBucket) },
    });
    const policy = ofType('AWS::IAM::Policy').find(([, r]) =>
      JSON.stringify(r.Properties.Roles).includes(logicalId(admin.role)),
    );
    const document = JSON.stringify(policy?.[1].Properties.PolicyDocument);
    expect(document).toContain('s3:PutObject');
    expect(document).toContain('dynamodb:Query');
    expect(document).not.toContain('dynamodb:Scan');
  });
});

describe('CloudFront', () => {
  it('routes /api/* to the HTTP API uncached and /media/* to the media bucket', () => {
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig;
    const behaviours = Object.fromEntries(
      (config.CacheBehaviors as { PathPattern: string }[]).map((b) => [b.PathPattern, b as Record<string, any>]),
    );
    expect(Object.keys(behaviours).sort()).toEqual(['/api/*', '/media/*']);
    expect(behaviours['/api/*']).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ResponseHeadersPolicyId: expect.anything(),
    });
    expect(behaviours['/media/*']).toMatchObject({
      ResponseHeadersPolicyId: expect.anything(),
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      ResponseHeadersPolicyId: expect.anything(),
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    // The rate limits of the public forms count per visitor: a function names the viewer for the API.
    const [apiFunction] = behaviours['/api/*']!.FunctionAssociations as { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
    expect(apiFunction?.EventType).toBe('viewer-request');
    const code = (ofType('AWS::CloudFront::Function') as [string, Resource][]).find(([id]) => id === apiFunction!.FunctionARN['Fn::GetAtt'][0])![1].Properties.FunctionCode as string;
    expect(code).toContain("request.headers['x-viewer-address'] = { value: event.viewer.ip }");
    // SPA fallback is the viewer-request function, so API 403/404 are never rewritten.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging).toMatchObject({ Bucket: expect.anything() });
    const media = (config.Origins as { Id: string; DomainName: unknown; S3OriginConfig?: unknown }[]).find(
      (o) => o.Id === behaviours['/media/*']!.TargetOriginId,
    );
    expect(media?.DomainName).toEqual(getAtt(logicalId(stack.site.mediaBucket), 'RegionalDomainName'));
  });

  it('has a response headers policy with the security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: Match.anyValue(),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.anyValue(),
        },
      },
    });
    const [[, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    const csp = JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    expect(csp).toContain('frame-src https://calendly.com');
    expect(csp).toContain('https://cognito-idp.ca-central-1.amazonaws.com');
    // Built from the one definition the local gateway also sends (infra/security-headers.ts).
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    // The uploads bucket's regional domain is a deploy-time value: compare with a stand-in for it.
    const uploadsHost = getAtt(logicalId(stack.site.uploadsBucket), 'RegionalDomainName');
    // So is the back office's live WebSocket (the AppSync Events API's realtime domain).
    const realtimeHost = getAtt(logicalId(stack.node.findChild('LiveUpdates').node.findChild('Api')), 'Dns.Realtime');
    const expected = securityHeaders({
      connectOrigins: ['https://cognito-idp.ca-central-1.amazonaws.com', 'https://UPLOADS_HOST', 'wss://REALTIME_HOST/event/realtime'],
      schedulingOrigin: 'https://calendly.com',
      mapsOrigin: 'https://maps.geo.ca-central-1.amazonaws.com',
      https: true,
    });
    const cspParts = config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'][1] as unknown[];
    const standIn = (part: unknown) => (JSON.stringify(part) === JSON.stringify(uploadsHost) ? 'UPLOADS_HOST' : JSON.stringify(part) === JSON.stringify(realtimeHost) ? 'REALTIME_HOST' : part);
    expect(cspParts.map(standIn).join('')).toBe(expected['content-security-policy']);
    expect(`max-age=${config.SecurityHeadersConfig.StrictTransportSecurity.AccessControlMaxAgeSec}; includeSubDomains`).toBe(expected['strict-transport-security']);
    expect(config.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe(expected['referrer-policy']);
    expect(config.SecurityHeadersConfig.FrameOptions.FrameOption).toBe(expected['x-frame-options']);
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: expected['permissions-policy'], Override: true }]);
  });

  it('deploys nothing to the site bucket when web/dist is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('map API key', () => {
  it('is limited to the map actions, the region\'s Maps provider and the site\'s own name (no custom domain here)', () => {
    template.resourceCountIs('AWS::Location::APIKey', 1);
    const [[, key]] = ofType('AWS::Location::APIKey') as [[string, Resource]];
    expect(key.Properties).toMatchObject({ KeyName: 'brokerage-test-maps', NoExpiry: true });
    expect(key.Properties.Restrictions.AllowActions).toEqual(['geo-maps:GetTile', 'geo-maps:GetStaticMap']);
    expect(key.Properties.Restrictions.AllowResources).toEqual([{ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':geo-maps:ca-central-1::provider/default']] }]);
    expect(key.Properties.Restrictions.AllowReferers).toEqual([{ 'Fn::Join': ['', ['https://', getAtt(logicalId(stack.site.distribution), 'DomainName'), '/*']] }]);
  });

  it('is read (DescribeKey) by a custom resource allowed that key only', () => {
    const keyId = stack.resolve(stack.site.mapKey.key.logicalId) as string;
    const [[, read]] = ofType('Custom::AWS').filter(([id]) => id.includes('MapKeyReadKey')) as [[string, Resource]];
    expect(JSON.stringify(read.Properties.Update)).toContain('DescribeKey');
    const policies = ofType('AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('geo:DescribeKey'));
    expect(policies).toHaveLength(1);
    expect(policies[0]![1].Properties.PolicyDocument.Statement).toContainEqual(expect.objectContaining({ Action: 'geo:DescribeKey', Resource: getAtt(keyId, 'KeyArn') }));
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('reports no unacknowledged finding', () => {
    expect(nagFindings(app)).toEqual([]);
  });

  it('leaves no CDK error annotation', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });
});

describe('with a web build', () => {
  let dist: string;
  let withSite: { app: App; stack: BrokerageStack; template: Template };

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'app-shell.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const siteApp = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const siteStack = new BrokerageStack(siteApp, 'Brokerage-test', { env: ENV, config: testStageConfig(), webDistPath: dist });
    Validations.of(siteApp).addPlugins(new AwsSolutionsChecks(siteApp));
    withSite = { app: siteApp, stack: siteStack, template: Template.fromStack(siteStack) };
  }, 240_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('deploys the build and a runtime-config.json', () => {
    withSite.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    withSite.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', 'index.html'],
      DistributionPaths: Match.arrayWith(['/app-shell.html', '/runtime-config.json']),
      SourceMarkers: Match.arrayWith([
        Match.objectLike({ '<<marker:0xbaba:0>>': Match.anyValue() }),
      ]),
    });
  });

  it("writes the map's style into runtime-config.json with the key's value, read at deploy by the custom resource", () => {
    const [[readKeyId]] = Object.entries(withSite.template.findResources('Custom::AWS')).filter(([id]) => id.includes('MapKeyReadKey')) as [[string, unknown]];
    const [deployment] = Object.values(withSite.template.findResources('Custom::CDKBucketDeployment', { Properties: { Exclude: ['assets/*', 'index.html'] } })) as {
      Properties: { SourceMarkers: Record<string, unknown>[] };
    }[];
    expect(deployment!.Properties.SourceMarkers).toContainEqual(expect.objectContaining({ '<<marker:0xbaba:0>>': expect.anything() }));
    expect(JSON.stringify(deployment!.Properties.SourceMarkers)).toContain(JSON.stringify({ 'Fn::GetAtt': [readKeyId, 'Key'] }));
  });

  it('renders every page after the deployment, again for each new web build', () => {
    const triggers = withSite.template.findResources('Custom::Trigger');
    expect(Object.keys(triggers)).toHaveLength(1);
    const [trigger] = Object.values(triggers) as { DependsOn?: string[]; Properties: { HandlerArn: unknown } }[];
    expect(JSON.stringify(trigger!.Properties.HandlerArn)).toMatch(/RenderSite|render-site|Job/i);
    const jobs = withSite.template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^render-site:') } });
    const [job] = Object.values(jobs) as { Properties: { Environment: { Variables: Record<string, string> } } }[];
    expect(job!.Properties.Environment.Variables.WEB_BUILD).toMatch(/^[0-9a-f]{16}$/);
  });

  it('still passes cdk-nag, also through the Validations plugin at synth', () => {
    expect(nagFindings(withSite.app)).toEqual([]);
    expect(() => withSite.app.synth({ force: true })).not.toThrow();
  });
});

import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as triggers from 'aws-cdk-lib/triggers';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as events from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import type { JobSchedule } from '../../events/schedules.js';
import { FUNCTIONS, type HttpFunctionName } from '../../shared/http/routes.js';
import { Api } from '../constructs/api.js';
import { registeredFunction, type AppFunction, type AppResources } from '../constructs/app-function.js';
import { Auth } from '../constructs/auth.js';
import { Data } from '../constructs/data.js';
import type { EventConsumer } from '../constructs/event-consumer.js';
import { EventBackbone } from '../constructs/events.js';
import type { OutboxPipe } from '../constructs/outbox-pipe.js';
import { LiveUpdates } from '../constructs/live-updates.js';
import { SpaSite } from '../constructs/spa-site.js';
import { QUEUES, type QueueName } from '../../events/queues.js';
import { checkRegistry, COGNITO_TRIGGERS, cognitoTrigger, httpFunction, queueConsumer, type CognitoTrigger } from '../functions.js';
import { WorkQueue } from '../constructs/work-queue.js';
import { Monitoring } from '../constructs/monitoring.js';
import { OriginSecret } from '../constructs/origin-secret.js';
import { mailConfigurationSetName, Mail } from '../constructs/mail.js';
import { mailFrom, senderAddress, type StageConfig } from '../stage-config.js';

export { ADMIN_ROUTE_SCOPE } from '../constructs/auth.js';
export { eventBusName } from '../constructs/events.js';

export type BrokerageStackProps = StackProps & {
  /** The stage's choices (stages/<name>.json): names, domain, mail, ops address, log level. */
  config: StageConfig;
  /** Built SPA folder to deploy; skipped when undefined or missing. */
  webDistPath?: string;
  /** The stage's AWS WAF web ACL (EdgeSecurityStack, us-east-1) when its config asks for one. */
  webAclArn?: string;
};

/**
 * The platform, composed by concern: data (the table), auth (the user pool), api (the HTTP API from
 * the route table), web (CloudFront, site and media buckets) and events (bus, outbox Pipe, consumers,
 * jobs). Every function comes from the registry (infra/functions.ts) with its own access.
 */
export class BrokerageStack extends Stack {
  readonly table: dynamodb.Table;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly httpApi: apigwv2.HttpApi;
  readonly apiStage: apigwv2.HttpStage;
  readonly bus: events.EventBus;
  readonly site: SpaSite;
  readonly httpFunctions: Record<HttpFunctionName, AppFunction>;
  readonly consumers: Record<string, EventConsumer>;
  readonly jobs: Partial<Record<JobSchedule['name'], AppFunction>>;
  readonly outbox: OutboxPipe;
  readonly cognitoTriggers: Record<CognitoTrigger, AppFunction>;
  readonly queues: Record<string, WorkQueue>;
  readonly queueConsumers: Record<string, AppFunction>;

  readonly mail: Mail;
  readonly originSecret: OriginSecret;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: BrokerageStackProps) {
    super(scope, id, props);
    // Set here rather than in cdk.json so `cdk synth` and the infra tests (which build their own App) agree:
    // S3 server access logs are authorized by a bucket policy instead of the deprecated LogDeliveryWrite ACL.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
    checkRegistry();
    const { config } = props;
    const { stage, logLevel } = config;

    this.table = new Data(this, 'Data').table;
    const auth = new Auth(this, 'Auth', {
      cognitoMail: config.mailVerified
        ? { fromName: config.mailFromName, fromEmail: senderAddress(config), domain: config.mailFromDomain, configurationSet: mailConfigurationSetName(stage) }
        : undefined,
    });
    this.userPool = auth.userPool;
    this.userPoolClient = auth.userPoolClient;

    // The API exists before the site (CloudFront needs its endpoint); its routes are mounted once the
    // functions exist, and those need the site's media bucket.
    const api = new Api(this, 'Api', { userPool: this.userPool, userPoolClient: this.userPoolClient });
    const live = new LiveUpdates(this, 'LiveUpdates', { stage, userPool: this.userPool, table: this.table });
    this.httpApi = api.httpApi;
    this.apiStage = api.stage;
    // CloudFront's proof to the API (a header only it sends): generated once per stage, rotated with
    // `npm run deploy -- --rotate-origin-secret`, which pins the new and previous versions for one deploy.
    this.originSecret = new OriginSecret(this, 'OriginSecret', { rotation: this.node.tryGetContext('originSecretRotation') as string | undefined });
    this.site = new SpaSite(this, 'Site', {
      originSecret: this.originSecret.current,
      webAclArn: props.webAclArn,
      api: this.httpApi,
      webDistPath: props.webDistPath,
      stage,
      mapStyle: config.mapStyle,
      domain: config.certificateArn ? { names: config.domainNames, certificateArn: config.certificateArn } : undefined,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.userPool.userPoolId,
        userPoolClientId: this.userPoolClient.userPoolClientId,
        authFlow: 'USER_SRP_AUTH',
        schedulingOrigin: 'https://calendly.com',
        liveEvents: live.browserConfig,
      },
    });

    this.mail = new Mail(this, 'Mail', { stage, domain: config.mailFromDomain, from: mailFrom(config), siteOrigin: this.site.url });
    this.queues = Object.fromEntries(
      QUEUES.map((q) => [q.name, new WorkQueue(this, `Queue-${q.name}`, { queue: q, consumerTimeoutSeconds: queueConsumer(q.name as QueueName).timeoutSeconds ?? 10 })]),
    );
    const resources: AppResources = {
      table: this.table,
      mediaBucket: this.site.mediaBucket,
      uploadsBucket: this.site.uploadsBucket,
      userPool: { pool: this.userPool, client: this.userPoolClient },
      mail: this.mail.resources,
      liveEvents: live.api,
      siteFlags: this.site.keyValueStore,
      // The renderer reads the HTTP API's own endpoint: no CloudFront cache between it and the table.
      // The renderer reads the API through CloudFront like a visitor (its /api/* is never cached): the
      // distribution's own name, which resolves before a custom domain's DNS points at it.
      site: { bucket: this.site.siteBucket, distribution: this.site.distribution, siteOrigin: this.site.url, apiOrigin: `https://${this.site.distribution.distributionDomainName}` },
      queues: Object.fromEntries(Object.entries(this.queues).map(([name, q]) => [name, q.queue])),
    };
    this.httpFunctions = Object.fromEntries(
      FUNCTIONS.map((fn) => [fn, registeredFunction(this, `Http-${fn}`, httpFunction(fn), resources, { logLevel })]),
    ) as Record<HttpFunctionName, AppFunction>;
    api.mount(this.httpFunctions);
    for (const fn of Object.values(this.httpFunctions)) fn.function.addEnvironment('ORIGIN_VERIFY', this.originSecret.accepted);

    // Lambda triggers of the user pool (the pool does not pass its ids to them: no dependency cycle).
    this.cognitoTriggers = Object.fromEntries(
      COGNITO_TRIGGERS.map((trigger) => {
        const fn = registeredFunction(this, `Trigger-${trigger}`, cognitoTrigger(trigger), resources, { logLevel });
        this.userPool.addTrigger(cognito.UserPoolOperation.of(`${trigger[0]!.toLowerCase()}${trigger.slice(1)}`), fn.function);
        return [trigger, fn];
      }),
    ) as Record<CognitoTrigger, AppFunction>;

    this.queueConsumers = Object.fromEntries(
      QUEUES.map((q) => {
        const fn = registeredFunction(this, `QueueConsumer-${q.name}`, queueConsumer(q.name as QueueName), resources, { logLevel });
        this.queues[q.name]!.attach(fn);
        return [q.name, fn];
      }),
    );

    const backbone = new EventBackbone(this, 'Events', { stage, table: this.table, resources, logLevel });
    this.bus = backbone.bus;
    this.outbox = backbone.outbox;
    this.consumers = backbone.consumers;
    this.jobs = backbone.jobs;

    // Every page rendered after each deploy of the web build (the daily schedule is the safety net).
    const renderSite = this.jobs['render-site'];
    if (renderSite && this.site.deployment && props.webDistPath) {
      // The pages carry the shell's script and styles: a new web build is a new version of the job, which
      // the trigger runs (it runs on each new version of its handler).
      const shell = path.join(props.webDistPath, 'app-shell.html');
      renderSite.function.addEnvironment('WEB_BUILD', existsSync(shell) ? createHash('sha256').update(readFileSync(shell)).digest('hex').slice(0, 16) : 'none');
      // Awaited: a render that fails fails the deploy (CloudFormation rolls back) instead of leaving every
      // page a 404 behind a green deploy. It reads the API, so it runs once the API's routes exist.
      new triggers.Trigger(this, 'RenderSiteAfterDeploy', {
        handler: renderSite.function,
        executeAfter: [this.site.deployment, api],
        invocationType: triggers.InvocationType.REQUEST_RESPONSE,
        timeout: Duration.minutes(14),
      });
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage,
      opsEmail: config.opsEmail,
      functions: Object.fromEntries(
        [...Object.entries(this.httpFunctions), ...Object.entries(this.cognitoTriggers), ...Object.entries(this.queueConsumers).map(([queue, fn]) => [queueConsumer(queue as QueueName).name, fn] as const), ...Object.entries(this.consumers).map(([name, c]) => [name, c.handler] as const), ...Object.entries(this.jobs)].map(([name, fn]) => [name, fn!.function]),
      ),
      deadLetterQueues: {
        ...Object.fromEntries(Object.entries(this.consumers).map(([name, consumer]) => [name, consumer.deadLetterQueue])),
        'outbox-pipe': this.outbox.deadLetterQueue,
        jobs: backbone.jobsDeadLetterQueue,
        ...Object.fromEntries(Object.entries(this.queues).map(([name, q]) => [`queue-${name}`, q.deadLetterQueue])),
      },
      httpApi: this.httpApi,
      pipe: this.outbox.pipe,
      renderSite: renderSite?.function,
      mailConfigurationSet: this.mail.configurationSet.configurationSetName,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url });
    // Where the site's own domain names point (a CNAME, or an alias record in Route 53).
    new CfnOutput(this, 'DistributionDomainName', { value: this.site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiUrl', { value: this.apiStage.url });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.site.mediaBucket.bucketName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.site.uploadsBucket.bucketName });
    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'LiveEventsHttpUrl', { value: `https://${live.api.httpDns}/event` });
    new CfnOutput(this, 'OriginSecretArn', { value: this.originSecret.secret.secretArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
    new CfnOutput(this, 'RenderSiteFunctionName', { value: renderSite?.function.functionName ?? 'none' });
  }
}

import { type CfnElement, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { ADMIN_GROUP } from '../../shared/users/roles.js';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';
import { CONSUMER_RULES } from '../../events/rules.js';
import { SCHEDULES, type JobSchedule } from '../../events/schedules.js';
import { TABLE } from '../../shared/db/table.js';
import { FUNCTIONS, ROUTES, routeKey, type HttpFunctionName } from '../../shared/http/routes.js';
import { AppFunction, type AppFunctionAccess, type LogLevel } from '../constructs/app-function.js';
import { EventConsumer } from '../constructs/event-consumer.js';
import { OutboxPipe } from '../constructs/outbox-pipe.js';
import { SpaSite } from '../constructs/spa-site.js';
import { deadLetterQueue } from '../constructs/dead-letter-queue.js';

/** The scope Cognito puts in every access token of the app client. */
export const ADMIN_ROUTE_SCOPE = 'aws.cognito.signin.user.admin';

/** Cognito group whose members may call admin routes (shared/http/handler.ts checks the same name). */
export const EVENT_BUS_NAME = 'brokerage-bus';

export type BrokerageStackProps = StackProps & {
  /** Built SPA folder to deploy; skipped when undefined or missing. */
  webDistPath?: string;
  logLevel?: LogLevel;
  /** Optional custom domain for CloudFront (certificate in us-east-1). */
  domain?: { names: string[]; certificateArn: string };
};

/**
 * The whole platform in one stack, built from the single sources of truth: the table definition
 * (shared/db/table.ts), the route table (shared/http/routes.ts), the bus rules and schedules (events/).
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
  readonly consumers: Record<string, EventConsumer> = {};
  readonly jobs: Partial<Record<JobSchedule['name'], AppFunction>> = {};
  readonly outbox: OutboxPipe;

  constructor(scope: Construct, id: string, props: BrokerageStackProps = {}) {
    super(scope, id, props);
    // Set here rather than in cdk.json so `cdk synth` and the infra tests (which build their own App) agree:
    // S3 server access logs are authorized by a bucket policy instead of the deprecated LogDeliveryWrite ACL.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
    const logLevel = props.logLevel ?? 'INFO';

    // ── Data ────────────────────────────────────────────────────────────────────────────────────
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      stream: dynamodb.StreamViewType[TABLE.streamViewType],
      timeToLiveAttribute: TABLE.ttlAttribute,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
    });
    for (const index of TABLE.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // ── Auth ────────────────────────────────────────────────────────────────────────────────────
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Plus tier: threat protection (compromised credentials, adaptive auth) enforced, as cdk-nag asks.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Visitors self-register to book visits and save searches; MFA is offered (TOTP, optional) rather than forced on them. Admin access also requires the admin group and an active profile.',
    });
    new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Back-office administrators (must also be active in the users table)',
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // SRP only in AWS (+ refresh, always allowed). USER_PASSWORD_AUTH exists only in the local emulator.
      authFlows: { userSrp: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    // ── Events ──────────────────────────────────────────────────────────────────────────────────
    this.bus = new events.EventBus(this, 'Bus', { eventBusName: EVENT_BUS_NAME });
    this.bus.archive('Archive', {
      description: 'Every event on the brokerage bus, for replay after a consumer fix',
      eventPattern: { account: [this.account] },
      retention: Duration.days(90),
    });
    const dataAccess: AppFunctionAccess['table'] = { table: this.table, mode: 'readWrite' };
    for (const rule of CONSUMER_RULES) {
      this.consumers[rule.name] = new EventConsumer(this, `Consumer-${rule.name}`, {
        rule,
        bus: this.bus,
        access: { table: dataAccess },
        logLevel,
      });
    }
    this.outbox = new OutboxPipe(this, 'OutboxPipe', { table: this.table, bus: this.bus });

    // ── Site (buckets and distribution first: the API functions need the media bucket) ─────────
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Brokerage API (served under /api/* by CloudFront)',
      createDefaultStage: false,
    });
    this.site = new SpaSite(this, 'Site', {
      api: this.httpApi,
      webDistPath: props.webDistPath,
      domain: props.domain,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.userPool.userPoolId,
        userPoolClientId: this.userPoolClient.userPoolClientId,
        authFlow: 'USER_SRP_AUTH',
        schedulingOrigin: 'https://calendly.com',
      },
    });
    const media = this.site.mediaBucket;

    // ── HTTP API: one function per FUNCTIONS entry, one route per ROUTES entry ───────────────────
    const userPoolAccess = { pool: this.userPool, client: this.userPoolClient };
    const httpAccess: Record<HttpFunctionName, AppFunctionAccess> = {
      'public-api': { table: dataAccess },
      'admin-api': { table: dataAccess, media: { bucket: media, mode: 'readWrite' }, userPool: userPoolAccess },
    };
    this.httpFunctions = Object.fromEntries(
      FUNCTIONS.map((fn) => [
        fn,
        new AppFunction(this, `Http-${fn}`, {
          entry: `functions/http/${fn}.ts`,
          description: `HTTP API: ${fn} routes`,
          access: httpAccess[fn],
          logLevel,
          timeout: Duration.seconds(15),
        }),
      ]),
    ) as Record<HttpFunctionName, AppFunction>;

    const apiLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.apiStage = new apigwv2.HttpStage(this, 'HttpApiStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(apiLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // One integration and one invoke permission per function: per-route permissions would outgrow the
    // 20 KB Lambda resource policy as the route table grows.
    const integrations = Object.fromEntries(
      FUNCTIONS.map((fn) => [
        fn,
        new HttpLambdaIntegration(`${fn}-integration`, this.httpFunctions[fn].function, {
          scopePermissionToRoute: false,
        }),
      ]),
    ) as Record<HttpFunctionName, HttpLambdaIntegration>;
    // Access tokens carry client_id instead of aud; the HTTP API authorizer accepts either.
    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwt', this.userPool.userPoolProviderUrl, {
      jwtAudience: [this.userPoolClient.userPoolClientId],
    });
    for (const route of ROUTES) {
      const key = routeKey(route);
      const httpRoute = new apigwv2.HttpRoute(this, `Route-${route.method}${route.path.replace(/[^A-Za-z0-9]+/g, '-')}`, {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: integrations[route.fn],
        authorizer: route.auth === 'admin' ? jwtAuthorizer : new apigwv2.HttpNoneAuthorizer(),
        // Only access tokens carry this scope: ID tokens (aud = client) are refused on admin routes.
        authorizationScopes: route.auth === 'admin' ? [ADMIN_ROUTE_SCOPE] : undefined,
      });
      if (route.auth === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${key} is a public route of the website (route table auth: public); it is throttled by the stage.`,
        });
      }
    }

    // ── Jobs: EventBridge Scheduler → functions/jobs/<name>.ts ─────────────────────────────────
    const jobAccess: Record<JobSchedule['name'], AppFunctionAccess> = {
      'property-sync': { table: dataAccess, media: { bucket: media, mode: 'readWrite' } },
      'analytics-rollup': { table: dataAccess },
    };
    const jobsDeadLetterQueue = deadLetterQueue(this, 'JobsDeadLetterQueue', 'the job schedules (invocations the Scheduler could not deliver)');
    for (const job of SCHEDULES) {
      const fn = new AppFunction(this, `Job-${job.name}`, {
        entry: `functions/jobs/${job.name}.ts`,
        description: `Scheduled job ${job.name}: ${job.description}`,
        access: jobAccess[job.name],
        logLevel,
        memorySize: 1024,
        timeout: Duration.minutes(5),
        // Schedules invoke asynchronously; a failed run is simply retried at the next tick.
        async: { retryAttempts: 0 },
      });
      this.jobs[job.name] = fn;
      const role = new iam.Role(this, `Schedule-${job.name}-Role`, {
        assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
        }),
        description: `Scheduler: invokes the ${job.name} job`,
      });
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.function.node.defaultChild as CfnElement)}.Arn>:*]`,
        reason: `Scheduler may invoke the ${job.name} function only; lambda grantInvoke also covers its versions (arn:*).`,
      });
      new scheduler.Schedule(this, `Schedule-${job.name}`, {
        description: job.description,
        schedule: scheduler.ScheduleExpression.expression(job.cron),
        target: new schedulerTargets.LambdaInvoke(fn.function, {
          role,
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: jobsDeadLetterQueue,
        }),
      });
    }

    // ── Outputs ─────────────────────────────────────────────────────────────────────────────────
    new CfnOutput(this, 'SiteUrl', { value: this.site.url });
    new CfnOutput(this, 'ApiUrl', { value: this.apiStage.url });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: media.bucketName });
    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CfnElement, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as appsync from 'aws-cdk-lib/aws-appsync';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { SERVICE_NAME, TABLE } from '../../shared/db/table.js';
import { INTEGRATION_SECRETS_PARTITION } from '../../shared/db/entities/integration-setting.js';
import { QUEUES } from '../../events/queues.js';
import type { FunctionDef } from '../functions.js';
import { requireNativeModules, type NativeModule } from '../native-modules.js';

/** Repository root: entries, the lock file and esbuild are resolved from here, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

/**
 * How every function is bundled (esbuild through NodejsFunction); infra/local/build-bundles.ts builds
 * with the same settings for the bundle test, `npm run bench:functions` (cold first answer) and the local
 * stack's bundle mode (LAMBDA_FROM_BUNDLES).
 */
export const LAMBDA_ESBUILD = {
  format: 'esm',
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  // Some bundled CommonJS dependencies call require(); ESM output has none without this shim.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  minify: true,
  /** French text and the HTML entity tables as UTF-8 rather than \u escapes (Node reads modules as UTF-8). */
  charset: 'utf8',
  /** Production builds of the libraries that ship both (React, in the page renderers): the other is dropped. */
  define: { 'process.env.NODE_ENV': '"production"' },
  /**
   * Nothing is left to the runtime: the AWS SDK is bundled (docs/architecture.md, tools and versions; issue 24). AWS recommends it
   * for cold starts and for control of the dependencies (docs/decisions.md, "Bundles tested as
   * deployed"): the version that runs is the one the tests ran, and packages the runtime may not ship
   * (s3-presigned-post, signature-v4a) are in the bundle. The first answer is faster bundled, measured
   * by `npm run bench:functions`. Native packages (sharp) stay out: AppFunction's `nativeModules`.
   */
  externalModules: [],
  /**
   * Lambda-only stand-ins, kept only where they make the cold first answer faster (measured by `npm run
   * bench:functions`, docs/decisions.md "Bundles tested as deployed"); the ones that only cut bytes are
   * gone (Amplify and DOMPurify in the renderers, sitemap's index). Each file in
   * infra/constructs/lambda-bundle/ says why. Paths are relative to the repository root, esbuild's working
   * directory. The bundle test proves the bundled ElectroDB requests and sanitized HTML equal the sources'.
   */
  alias: {
    // ElectroDB's JSON-schema check of our static entity models: ~140 ms of CPU at every function's first
    // request (the tests and the local stack from sources run the real one).
    jsonschema: './infra/constructs/lambda-bundle/electrodb-model-check.cjs',
    // sanitize-html (admin-blog-api) uses htmlparser2's Parser only; the package's index also loads its DOM
    // helpers and a second, older copy of `entities`, evaluated at the function's first request.
    htmlparser2: './node_modules/htmlparser2/dist/commonjs/Parser.js',
    // What sanitize-html requires but our article options never call (the stand-in says why).
    postcss: './infra/constructs/lambda-bundle/sanitize-html-unused.cjs',
    'parse-srcset': './infra/constructs/lambda-bundle/sanitize-html-unused.cjs',
    dayjs: './infra/constructs/lambda-bundle/sanitize-html-unused.cjs',
  },
} as const;

/**
 * What a function may touch. Each entry sets the environment variable(s) the function reads
 * (shared/config/env.ts) AND the IAM grant that goes with them, so one never exists without the other.
 */
export type AppFunctionAccess = {
  /** TABLE_NAME + item-level DynamoDB actions on the table and its named GSIs. Never Scan (docs/architecture.md rule 2). */
  table?: { table: dynamodb.ITable; mode: 'read' | 'readWrite'; readsIntegrationKeys?: boolean };
  /** MEDIA_BUCKET + object actions on the media bucket (CloudFront serves object <key> as /media/<key>). */
  media?: { bucket: s3.IBucket; mode: 'read' | 'write' | 'readWrite' };
  /**
   * UPLOADS_BUCKET + object actions under uploads/ of the private originals bucket: 'presign' may only
   * PutObject (what a presigned POST signed with this role allows), 'process' reads and deletes.
   */
  uploads?: { bucket: s3.IBucket; mode: 'presign' | 'process' };
  /**
   * USER_POOL_ID + USER_POOL_CLIENT_ID. No IAM grant: verifying tokens only reads the pool's public JWKS.
   * Add `cognitoActions` when a function must call the Cognito admin API.
   */
  userPool?: { pool: cognito.IUserPool; client: cognito.IUserPoolClient; cognitoActions?: string[] };
  /** MAIL_FROM + SITE_ORIGIN (links in mail) + ses:SendEmail from the sender's verified identity only. */
  mail?: MailResources;
  /** ses:GetAccount: the account's send quota (no resource-level permission exists for it). */
  mailQuota?: boolean;
  /** Each queue's URL variable (events/queues.ts) + sqs:SendMessage on that queue only. */
  sendsTo?: Record<string, sqs.IQueue>;
  /** LIVE_EVENTS_HTTP_URL + appsync:EventPublish on the back office's Event API (its channels only). */
  liveEvents?: appsync.IEventApi;
  /** SITE_KVS_ARN + DescribeKeyValueStore (the ETag a write names) and PutKey on the site's KeyValueStore only. */
  siteFlags?: cloudfront.IKeyValueStore;
  /** The page renderers: the site bucket (write, delete), invalidations of its distribution, the origins they name and read. */
  site?: SiteRenderResources;
  /**
   * AMAZON_LOCATION_PLACES_URL (the stack region's Places endpoint) + geo-places:Geocode on that region's
   * provider only (`arn:aws:geo-places:<region>::provider/default`): no other Places action, no other region.
   */
  geocoding?: boolean;
};

/** The app's sender: its address (MAIL_FROM), the SES identity that verifies it, its configuration set, and the site the mail links to. */
export type MailResources = { from: string; identityArn: string; configurationSetArn: string; siteOrigin: string };

export type AppFunctionProps = {
  /** Entry file relative to the repository root, e.g. `functions/http/public-api.ts`. Must export `handler`. */
  entry: string;
  description: string;
  access: AppFunctionAccess;
  logLevel?: LogLevel;
  memorySize?: number;
  timeout?: Duration;
  /** Settings for asynchronous invocations (EventBridge, Scheduler): retries and on-failure destination. */
  async?: Pick<lambda.EventInvokeConfigOptions, 'retryAttempts' | 'maxEventAge' | 'onFailure'>;
  /** Extra, non-secret settings that need no grant. Names must not clash with the managed ones. */
  extraEnvironment?: Record<string, string>;
  logRetention?: logs.RetentionDays;
  /** Native packages (sharp): left out of the bundle and installed for linux-arm64 beside it. */
  nativeModules?: readonly NativeModule[];
};

const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * THE Lambda construct: every function of the app is built here, so runtime, architecture, bundling,
 * logging, tracing and the env-with-grant rule are decided once.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const entry = join(REPO_ROOT, props.entry);
    if (!existsSync(entry)) {
      throw new Error(`Lambda entry ${props.entry} does not exist (AppFunction ${this.node.path})`);
    }
    const logLevel = props.logLevel ?? 'INFO';

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
    });

    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: it may write to its log group only.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.entry} execution role`,
    });
    this.logGroup.grantWrite(this.role);

    const environment: Record<string, string> = {
      LOG_LEVEL: logLevel,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    };
    if (props.access.table) this.grantTable(props.access.table, environment);
    if (props.access.media) this.grantMedia(props.access.media, environment);
    if (props.access.uploads) this.grantUploads(props.access.uploads, environment);
    if (props.access.userPool) this.grantUserPool(props.access.userPool, environment);
    if (props.access.mail) this.grantMail(props.access.mail, environment);
    if (props.access.liveEvents) this.grantLiveEvents(props.access.liveEvents, environment);
    if (props.access.mailQuota) {
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
      Validations.of(this).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: 'ses:GetAccount reads the account’s send quota; the action has no resource type to scope it to.' });
    }
    for (const [name, queue] of Object.entries(props.access.sendsTo ?? {})) {
      const def = QUEUES.find((q) => q.name === name);
      if (!def) throw new Error(`sendsTo: no work queue ${name} in events/queues.ts`);
      queue.grantSendMessages(this.role);
      environment[def.urlVariable] = queue.queueUrl;
    }
    if (props.access.site) this.grantSiteRender(props.access.site, environment);
    if (props.access.geocoding) this.grantGeocoding(environment);
    if (props.access.siteFlags) {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:PutKey'], resources: [props.access.siteFlags.keyValueStoreArn] }),
      );
      environment.SITE_KVS_ARN = props.access.siteFlags.keyValueStoreArn;
    }
    for (const [name, value] of Object.entries(props.extraEnvironment ?? {})) {
      if (name in environment) throw new Error(`extraEnvironment may not override ${name}`);
      environment[name] = value;
    }

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.description.slice(0, 256),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel[logLevel],
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      tracing: lambda.Tracing.ACTIVE,
      environment,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      ...props.async,
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_ESBUILD.target,
        mainFields: [...LAMBDA_ESBUILD.mainFields],
        banner: LAMBDA_ESBUILD.banner,
        minify: LAMBDA_ESBUILD.minify,
        define: { ...LAMBDA_ESBUILD.define },
        // NodejsFunction's own `charset` prop is not passed to esbuild (aws-cdk-lib 2.276): given as an argument.
        esbuildArgs: { '--alias': Object.entries(LAMBDA_ESBUILD.alias).map(([name, path]) => `${name}=${path}`), '--charset': LAMBDA_ESBUILD.charset },
        // No source map in the deployed asset (issue 12): a .map beside the bundle is read at every cold
        // start under --enable-source-maps and doubles the upload; stack traces name minified frames.
        sourceMap: false,
        externalModules: [...LAMBDA_ESBUILD.externalModules, ...(props.nativeModules ?? [])],
        forceDockerBundling: false,
        commandHooks: props.nativeModules?.length
          ? {
              beforeBundling: () => [],
              beforeInstall: () => [],
              // The linux-arm64 copy `npm install` fetched (infra/native-modules.ts): synth stays offline.
              afterBundling: (_inputDir: string, outputDir: string) => [`cp -R "${join(requireNativeModules(props.nativeModules ?? []), 'node_modules')}" "${outputDir}/"`],
            }
          : undefined,
      },
    });

    // Tracing.ACTIVE adds xray:PutTraceSegments/PutTelemetryRecords, which only exist on Resource "*".
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments and PutTelemetryRecords do not support resource-level permissions.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'docs/architecture.md (tools and versions) pins nodejs22.x on arm64 (the tested LTS); moving to a newer runtime is a deliberate decision.',
    });
  }

  private grantTable(access: NonNullable<AppFunctionAccess['table']>, environment: Record<string, string>) {
    const { table, mode } = access;
    const actions = mode === 'readWrite' ? [...READ_ACTIONS, ...WRITE_ACTIONS] : READ_ACTIONS;
    // Named GSI ARNs instead of grantReadWriteData's `index/*`, and no Scan on any path.
    const indexArns = TABLE.globalIndexes.map((index) => `${table.tableArn}/index/${index.name}`);
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [table.tableArn] }));
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: indexArns }));
    environment.TABLE_NAME = table.tableName;
    if (!access.readsIntegrationKeys) this.denyIntegrationKeyReads(table);
  }

  /**
   * The integration keys are write-only for everyone but the functions that call the integrations: an
   * explicit Deny on every way to read their partition, including a write asked to return the old item.
   */
  private denyIntegrationKeyReads(table: dynamodb.ITable) {
    const resources = [table.tableArn, `${table.tableArn}/index/*`];
    const leadingKey = { 'ForAnyValue:StringEquals': { 'dynamodb:LeadingKeys': [INTEGRATION_SECRETS_PARTITION] } };
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:TransactGetItems', 'dynamodb:PartiQLSelect'],
        resources,
        conditions: leadingKey,
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources,
        conditions: { ...leadingKey, StringEquals: { 'dynamodb:ReturnValues': ['ALL_OLD', 'UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'] } },
      }),
    );
  }

  private grantLiveEvents(api: appsync.IEventApi, environment: Record<string, string>) {
    api.grantPublish(this.role);
    environment.LIVE_EVENTS_HTTP_URL = `https://${api.httpDns}/event`;
    const stack = Stack.of(api);
    const at = (value: string, token: string) => (Token.isUnresolved(value) ? token : value);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:appsync:${at(stack.region, '<AWS::Region>')}:${at(stack.account, '<AWS::AccountId>')}:apis/<${stack.getLogicalId(api.node.defaultChild as CfnElement)}.ApiId>/channelNamespace/*]`,
      reason: "EventApi.grantPublish names the API's channel namespaces with a wildcard; this API has only the back office's namespace.",
    });
  }

  private grantMedia(access: NonNullable<AppFunctionAccess['media']>, environment: Record<string, string>) {
    const { bucket, mode } = access;
    const actions = { readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], write: ['s3:PutObject'], read: ['s3:GetObject'] }[mode];
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [bucket.arnForObjects('*')] }));
    if (bucket.encryptionKey) {
      if (mode !== 'read') bucket.encryptionKey.grantEncryptDecrypt(this.role);
      else bucket.encryptionKey.grantDecrypt(this.role);
    }
    environment.MEDIA_BUCKET = bucket.bucketName;
    const bucketLogicalId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
      reason: 'Media object keys are generated at upload time; access is limited to objects of the media bucket (no bucket-level actions).',
    });
  }

  private grantSiteRender({ bucket, distribution, siteOrigin, apiOrigin }: SiteRenderResources, environment: Record<string, string>) {
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [bucket.arnForObjects('*')] }));
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [Stack.of(this).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distribution.distributionId })] }),
    );
    Object.assign(environment, { SITE_BUCKET: bucket.bucketName, SITE_DISTRIBUTION_ID: distribution.distributionId, SITE_ORIGIN: siteOrigin, SITE_API_ORIGIN: apiOrigin });
    const bucketLogicalId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
      reason: 'Page keys are the public paths (property/<id>…); access is limited to objects of the site bucket (no bucket-level actions).',
    });
  }

  private grantUploads(access: NonNullable<AppFunctionAccess['uploads']>, environment: Record<string, string>) {
    const { bucket, mode } = access;
    const actions = mode === 'presign' ? ['s3:PutObject'] : ['s3:GetObject', 's3:DeleteObject'];
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [bucket.arnForObjects('uploads/*')] }));
    if (bucket.encryptionKey) bucket.encryptionKey.grantEncryptDecrypt(this.role);
    environment.UPLOADS_BUCKET = bucket.bucketName;
    const bucketLogicalId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/uploads/*]`,
      reason: 'Original keys are generated per upload (uploads/<media id>); access is limited to that prefix of the private uploads bucket.',
    });
  }

  private grantMail(mail: MailResources, environment: Record<string, string>) {
    // SES v2 SendEmail is authorised on the sending identity and on the configuration set it applies
    // (the identity's default set: the code names none).
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [mail.identityArn, mail.configurationSetArn] }));
    environment.MAIL_FROM = mail.from;
    environment.SITE_ORIGIN = mail.siteOrigin;
  }

  /**
   * Places v2 has no resource of ours: the action is granted on the AWS-provided resource of the stack's region
   * (https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazonlocationserviceplaces.html),
   * the endpoint is the regional one (https://docs.aws.amazon.com/general/latest/gr/location.html).
   */
  private grantGeocoding(environment: Record<string, string>) {
    const stack = Stack.of(this);
    const provider = stack.formatArn({ service: 'geo-places', account: '', resource: 'provider', resourceName: 'default' });
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['geo-places:Geocode'], resources: [provider] }));
    environment.AMAZON_LOCATION_PLACES_URL = `https://places.geo.${stack.region}.amazonaws.com`;
  }

  private grantUserPool(access: NonNullable<AppFunctionAccess['userPool']>, environment: Record<string, string>) {
    if (access.cognitoActions?.length) {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: access.cognitoActions, resources: [access.pool.userPoolArn] }),
      );
    }
    environment.USER_POOL_ID = access.pool.userPoolId;
    environment.USER_POOL_CLIENT_ID = access.client.userPoolClientId;
  }
}

/** What the page renderers write to and read from (access.site). */
export type SiteRenderResources = { bucket: s3.IBucket; distribution: cloudfront.IDistribution; siteOrigin: string; apiOrigin: string };

/** The resources a registry entry's access refers to. */
export type AppResources = {
  table: dynamodb.ITable;
  mediaBucket: s3.IBucket;
  /** Private originals of the photo pipeline (never served). */
  uploadsBucket: s3.IBucket;
  userPool: { pool: cognito.IUserPool; client: cognito.IUserPoolClient };
  /** The app's sender, for the functions that mail (access.mail). */
  mail: MailResources;
  /** The back office's live channel (access.liveUpdates). */
  liveEvents: appsync.IEventApi;
  /** The site's CloudFront KeyValueStore (access.siteFlags). */
  siteFlags: cloudfront.IKeyValueStore;
  site: SiteRenderResources;
  /** The work queues of events/queues.ts, by name (access.sendsTo). */
  queues: Record<string, sqs.IQueue>;
};

/**
 * Builds one function of the registry (infra/functions.ts) with exactly the access it declares: a
 * function without `media` gets no bucket variable and no S3 statement.
 */
export function registeredFunction(
  scope: Construct,
  id: string,
  def: FunctionDef,
  resources: AppResources,
  options: Pick<AppFunctionProps, 'logLevel' | 'async'> = {},
) {
  const { access } = def;
  return new AppFunction(scope, id, {
    entry: def.entry,
    description: `${def.name}: ${def.description}`,
    access: {
      table: access.table && { table: resources.table, mode: access.table, readsIntegrationKeys: access.integrationKeys === 'read' },
      media: access.media ? { bucket: resources.mediaBucket, mode: access.media } : undefined,
      uploads: access.uploads ? { bucket: resources.uploadsBucket, mode: access.uploads } : undefined,
      userPool: access.userPool ? { ...resources.userPool, cognitoActions: access.userPool.cognitoActions } : undefined,
      mail: access.mail ? resources.mail : undefined,
      liveEvents: access.liveUpdates ? resources.liveEvents : undefined,
      siteFlags: access.siteFlags ? resources.siteFlags : undefined,
      site: access.site ? resources.site : undefined,
      mailQuota: access.mailQuota === 'read',
      sendsTo: access.sendsTo && Object.fromEntries(access.sendsTo.map((name) => [name, resources.queues[name]!])),
      geocoding: access.geocoding === 'geocode',
    },
    memorySize: def.memorySize,
    nativeModules: def.nativeModules,
    timeout: def.timeoutSeconds ? Duration.seconds(def.timeoutSeconds) : undefined,
    ...options,
  });
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BusEvent } from '../../events/envelope.js';
import { objectCreatedEvent } from '../../events/object-created.js';
import { CONSUMER_RULES } from '../../events/rules.js';
import { QUEUES, type QueueName } from '../../events/queues.js';
import { matchesStorage, STORAGE_RULES, type StorageRule } from '../../events/storage-rules.js';
import { SCHEDULES, type JobSchedule } from '../../events/schedules.js';
import type { HttpEvent } from '../../shared/http/server/handler.js';
import { FUNCTIONS, type HttpFunctionName } from '../../shared/http/routes.js';
import { runtimeConfigSchema, type RuntimeConfig } from '../../shared/config/runtime-config.js';
import { LOCAL_BASEMAP_STYLE_PATH } from './basemap.js';
import { checkRegistry, COGNITO_TRIGGERS, cognitoTrigger, httpFunction, queueConsumer, ruleConsumer, scheduledJob, storageConsumer, type FunctionDef } from '../functions.js';
import { startLambdaInvokeServer } from './lambda-invoke.js';
import { securityHeaders } from '../security-headers.js';
import { LIVE_PUBLISH_PATH, LIVE_REALTIME_PATH, startLiveEvents } from './live-events.js';
import { loadHandler } from './lambda-context.js';
import { cognitoCodeMailer, createUserPool, startCognito } from './cognito.js';
import { isUserDisabled, proxyCognito } from './cognito-proxy.js';
import { startDynamo } from './dynamodb.js';
import { createLocalBus, startStreamRelay, type Consumer } from './event-relay.js';
import { startGateway, type ExtraEndpoints, type HttpLambda, type LambdaResult } from './gateway.js';
import { createAccessTokenVerifier } from './jwt.js';
import { say } from './log.js';
import { isPortFree, stopChildren } from './processes.js';
import { startPlacesStandIn } from './places.js';
import { startLocalQueues, type QueueConsumer } from './queues.js';
import { startS3 } from './s3.js';
import { LOCAL_SITE_KVS_ARN, startKeyValueStore } from './kvs.js';
import { startSes } from './ses.js';
import { startScheduler, type Job } from './scheduler.js';
import { ensureTable } from './table.js';
import { WEB_DIST } from './paths.js';
import { readStackState, writeStackState } from './state.js';

export const REGION = 'ca-central-1';
export const TABLE_NAME = 'brokerage';
export const MEDIA_BUCKET = 'brokerage-media';
/** Photo originals (presigned POSTs from the back office); the gateway never serves this bucket. */
export const UPLOADS_BUCKET = 'brokerage-uploads';
/** Prerendered public pages (the renderer writes them); the gateway serves them before the SPA shell. */
export const SITE_BUCKET = 'brokerage-site';
export const ADMIN_EMAIL = 'admin@courtage-quebec.ca';

export type StackOptions = {
  /**
   * `lambda`: the Lambda Invoke API cognito-local calls for the user pool triggers (loopback only). `ses`: aws-ses-v2-local and its inbox.
   * `places`: the Amazon Location Places stand-in (a free port when absent; none when AMAZON_LOCATION_PLACES_URL already names one).
   */
  ports: { gateway: number; dynamodb: number; cognito: number; s3: number; lambda: number; ses: number; places?: number; queues?: number };
  /** Persistent state (Cognito users, S3 objects, DynamoDB files unless inMemory). */
  dataDir: string;
  inMemory: boolean;
  seed: boolean;
  scheduler: boolean;
  retryDelayMs?: number;
  /** The SES account's send rate GetAccount answers (mails per second; 14 by default). */
  mailSendRate?: number;
  /** Awaited just before the functions load: bundles (LAMBDA_FROM_BUNDLES) still being built while the stack seeds. */
  functionsReady?: Promise<unknown>;
};

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

async function assertPortsFree(ports: StackOptions['ports']) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      throw new Error(`Le port ${port} (${name}) est déjà utilisé. Arrêtez le programme qui l'occupe ou choisissez un autre port (variable PORT pour le site).`);
    }
  }
}

/** Points every AWS SDK client of this process at the emulators: handlers stay unchanged (docs/architecture.md rule 8). */
function setAwsEnvironment(o: { dynamodb: string; cognito: string; s3: string; ses: string; kvs: string; sqs: string }) {
  Object.assign(process.env, {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: o.dynamodb,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: o.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: o.cognito,
    AWS_ENDPOINT_URL_S3: o.s3,
    AWS_ENDPOINT_URL_SESV2: o.ses,
    AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE: o.kvs,
    AWS_ENDPOINT_URL_SQS: o.sqs,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    AWS_SDK_LOAD_CONFIG: '0',
  });
}

/** What the local gateway answers besides the API and the site: the runtime config, the Cognito proxy, the live channel's publish, the tests' barriers. */
function localEndpoints(o: {
  origin: string;
  runtimeConfig: RuntimeConfig;
  cognito: (target: string | undefined, body: Buffer) => Promise<{ status: number; text: string }>;
  live: () => ReturnType<typeof startLiveEvents> | undefined;
  /** Every outbox item written so far relayed, and every consumer run it led to (and the events those wrote, in turn) finished. */
  settled: () => Promise<void>;
  deadLetters: () => unknown[];
}): ExtraEndpoints {
  return async (req, res, body) => {
    const url = new URL(req.url ?? '/', o.origin);
    const live = o.live();
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(o.runtimeConfig));
    } else if (url.pathname === '/cognito' || url.pathname === '/cognito/') {
      const { status, text } = await o.cognito(req.headers['x-amz-target'] as string | undefined, body);
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(text);
    } else if (url.pathname === LIVE_PUBLISH_PATH && live) {
      await live.handlePublish(req, res, body);
    } else if (url.pathname === '/_local/settled') {
      // Tests' barrier for "nothing else happens": waits for events, never for time.
      await o.settled();
      res.writeHead(204);
      res.end();
    } else if (url.pathname === '/_local/dead-letters') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(o.deadLetters()));
    } else {
      return false;
    }
    return true;
  };
}

/** Every handler of the function registry, by what invokes it. */
async function loadFunctions() {
  const load = <E, R>(entries: readonly (readonly [string, FunctionDef])[]) =>
    Promise.all(entries.map(async ([name, def]) => [name, await loadHandler<E, R>(def)] as const)).then((loaded) => Object.fromEntries(loaded));
  return {
    handlers: (await load<HttpEvent, LambdaResult>(FUNCTIONS.map((fn) => [fn, httpFunction(fn)]))) as Record<HttpFunctionName, HttpLambda>,
    consumers: (await load<BusEvent, unknown>(CONSUMER_RULES.map((rule) => [rule.name, ruleConsumer(rule.name)]))) as Record<string, Consumer>,
    storageConsumers: (await load<BusEvent, unknown>(STORAGE_RULES.map((rule) => [rule.name, storageConsumer(rule.name)]))) as Record<string, Consumer>,
    queueConsumers: (await load<unknown, unknown>(QUEUES.map((q) => [q.name, queueConsumer(q.name as QueueName)]))) as Record<string, QueueConsumer>,
    jobs: (await load<unknown, unknown>(SCHEDULES.map((schedule) => [schedule.name, scheduledJob(schedule.name)]))) as Record<JobSchedule['name'], Job>,
    cognitoTriggers: await load<unknown, unknown>(COGNITO_TRIGGERS.map((trigger) => [cognitoTrigger(trigger).name, cognitoTrigger(trigger)])),
  };
}

export async function startLocalStack(options: StackOptions) {
  await assertPortsFree(options.ports);
  mkdirSync(options.dataDir, { recursive: true });
  // Created once the consumers are loaded; objects written before (the seed's) need no processing.
  let storageBus: ReturnType<typeof createLocalBus<StorageRule>> | undefined;
  const [dynamo, cognito, s3, ses, kvs] = await Promise.all([
    startDynamo(options.ports.dynamodb, { inMemory: options.inMemory, dataDir: path.join(options.dataDir, 'dynamodb') }),
    startCognito(options.ports.cognito, path.join(options.dataDir, 'cognito'), {
      endpoint: `http://127.0.0.1:${options.ports.lambda}`,
      triggers: Object.fromEntries(COGNITO_TRIGGERS.map((trigger) => [trigger, cognitoTrigger(trigger).name])),
    }),
    startS3(options.ports.s3, path.join(options.dataDir, 's3'), [MEDIA_BUCKET, UPLOADS_BUCKET, SITE_BUCKET], {
      browserUploads: [UPLOADS_BUCKET],
      // What S3's EventBridge notifications do in AWS: each new object becomes an 'Object Created' event.
      onObjectCreated: (object) => storageBus?.publish(objectCreatedEvent(object.bucket, object.key, object.size, object.reason)),
    }),
    startSes(options.ports.ses, { maxSendRate: options.mailSendRate }),
    // The site's CloudFront KeyValueStore (the maintenance switch), on a free loopback port.
    startKeyValueStore({ arn: LOCAL_SITE_KVS_ARN, file: options.inMemory ? undefined : path.join(options.dataDir, 'site-kvs.json') }),
  ]);
  // Geocoding (Amazon Location Places): the stand-in, unless the caller already points the functions at one (the tests' fake).
  const places = process.env.AMAZON_LOCATION_PLACES_URL ? undefined : await startPlacesStandIn({ port: options.ports.places });
  if (places) process.env.AMAZON_LOCATION_PLACES_URL = places.origin;
  // The work queues (events/queues.ts) and their consumers, as Lambda's SQS event source mappings run them.
  let queueConsumers: Record<string, QueueConsumer> = {};
  const queues = await startLocalQueues({
    queues: QUEUES,
    port: options.ports.queues,
    consumers: () => queueConsumers,
    deadLetterFile: path.join(options.dataDir, 'dead-letters.jsonl'),
    retryDelayMs: options.retryDelayMs,
  });
  setAwsEnvironment({ dynamodb: dynamo.endpoint, cognito: cognito.endpoint, s3: s3.endpoint, ses: ses.endpoint, kvs: kvs.endpoint, sqs: queues.endpoint });
  say('stack', `DynamoDB Local ${dynamo.endpoint}, cognito-local ${cognito.endpoint}, s3rver ${s3.endpoint}, aws-ses-v2-local ${ses.endpoint}`);

  await ensureTable(new DynamoDBClient({}), TABLE_NAME);

  const cognitoClient = new CognitoIdentityProviderClient({});
  let state = readStackState(options.dataDir);
  const firstStart = !state;
  if (!state) {
    const ids = await createUserPool(cognitoClient);
    state = { ...ids, adminPassword: `Admin-${randomBytes(6).toString('base64url')}9!` };
    writeStackState(options.dataDir, state);
  }
  const issuer = `${cognito.endpoint}/${state.userPoolId}`;
  Object.assign(process.env, {
    TABLE_NAME,
    MEDIA_BUCKET,
    UPLOADS_BUCKET,
    SITE_BUCKET,
    SITE_KVS_ARN: LOCAL_SITE_KVS_ARN,
    USER_POOL_ID: state.userPoolId,
    USER_POOL_CLIENT_ID: state.userPoolClientId,
    JWT_ISSUER: issuer,
    POWERTOOLS_SERVICE_NAME: 'brokerage-local',
    ...Object.fromEntries(QUEUES.map((q) => [q.urlVariable, queues.url(q.name)])),
    // The app's sender (shared/mail); its mail lands in the local inbox (aws-ses-v2-local).
    MAIL_FROM: process.env.MAIL_FROM ?? 'Courtage Québec <no-reply@courtage-quebec.ca>',
    // Links in mail (the newsletter's unsubscribe link) and prerendered pages' canonical URLs name the site this stack serves.
    SITE_ORIGIN: `http://localhost:${options.ports.gateway}`,
    // The prerenderer reads the public API through the gateway, as it reads the HTTP API's endpoint in AWS.
    SITE_API_ORIGIN: `http://127.0.0.1:${options.ports.gateway}`,
    // The live-updates consumer publishes to the gateway's stand-in of the AppSync Events HTTP API.
    LIVE_EVENTS_HTTP_URL: `http://127.0.0.1:${options.ports.gateway}${LIVE_PUBLISH_PATH}`,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    // EMF metric lines are for CloudWatch; locally they would only fill the console.
    POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
  });

  // Handlers read their configuration at import: only now may they be loaded.
  const { ensureAdmin } = await import('../admin/accounts.js');
  // The printed account is an active admin whenever the stack starts, whatever was done to it while testing.
  const { userId: adminSub } = await ensureAdmin(
    { email: ADMIN_EMAIL, firstName: 'Admin', lastName: 'Courtage' },
    { firstPassword: { permanent: state.adminPassword }, actor: { id: 'local-stack' } },
  );

  const s3Client = new S3Client({ forcePathStyle: true });
  // s3rver removes a folder when its last object is deleted; a browser upload writing into that folder at the
  // same moment then fails to open its file and crashes the process (an unhandled stream error). The photo
  // consumer deletes each original as it lands, so the uploads folder keeps one object of its own. Written
  // before the storage bus exists: it is no upload and raises no event.
  await s3Client.send(new PutObjectCommand({ Bucket: UPLOADS_BUCKET, Key: 'uploads/.keep', Body: '' }));
  if (options.seed) {
    const { seedDemoData } = await import('./seed/seed.js');
    const summary = await seedDemoData({ s3: s3Client, bucket: MEDIA_BUCKET, adminUserId: adminSub });
    say('seed', summary);
  }

  // Every handler from the function registry, as CDK deploys them, each call with a Lambda context; from
  // their bundles when LAMBDA_FROM_BUNDLES names a folder of them (infra/local/build-bundles.ts).
  checkRegistry();
  if (process.env.LAMBDA_FROM_BUNDLES) say('stack', `functions run from their bundles in ${process.env.LAMBDA_FROM_BUNDLES} (LAMBDA_FROM_BUNDLES)`);
  await options.functionsReady;
  const { handlers, consumers, storageConsumers, queueConsumers: loadedQueueConsumers, jobs, cognitoTriggers } = await loadFunctions();
  queueConsumers = loadedQueueConsumers;
  const lambdaServer = await startLambdaInvokeServer(options.ports.lambda, cognitoTriggers);

  const bus = createLocalBus({ consumers, deadLetterFile: path.join(options.dataDir, 'dead-letters.jsonl'), retryDelayMs: options.retryDelayMs });
  const storageBuckets = { uploads: UPLOADS_BUCKET };
  storageBus = createLocalBus<StorageRule>({
    consumers: storageConsumers,
    rules: STORAGE_RULES,
    match: (rule, event) => matchesStorage(rule, storageBuckets[rule.bucket], event),
    deadLetterFile: path.join(options.dataDir, 'dead-letters.jsonl'),
    retryDelayMs: options.retryDelayMs,
  });
  const scheduler = options.scheduler ? startScheduler(jobs) : undefined;

  const verifyAccessToken = createAccessTokenVerifier(issuer, state.userPoolClientId);
  const mailCognitoCodes = cognitoCodeMailer({ dataDir: path.join(options.dataDir, 'cognito'), userPoolId: state.userPoolId, sesEndpoint: ses.endpoint });
  const gatewayUrl = `http://localhost:${options.ports.gateway}`;
  // What CDK writes at deploy, with the local differences: the password flow and the Cognito proxy.
  // Checked at start with the schema the web parses it with: a bad SCHEDULING_ORIGIN fails here, not in the browser.
  const runtimeConfig: RuntimeConfig = runtimeConfigSchema.parse({
    region: REGION,
    userPoolId: state.userPoolId,
    userPoolClientId: state.userPoolClientId,
    authFlow: 'USER_PASSWORD_AUTH',
    userPoolEndpoint: `${gatewayUrl}/cognito`,
    schedulingOrigin: process.env.SCHEDULING_ORIGIN ?? 'https://calendly.com',
    liveEvents: { realtimeUrl: `ws://localhost:${options.ports.gateway}${LIVE_REALTIME_PATH}`, host: `localhost:${options.ports.gateway}` },
    // The offline basemap the gateway serves (infra/local/basemap.ts): the map needs no network locally.
    map: { styleUrl: LOCAL_BASEMAP_STYLE_PATH },
  } satisfies RuntimeConfig);
  let live: ReturnType<typeof startLiveEvents> | undefined;
  const server: http.Server = await startGateway({
    port: options.ports.gateway,
    handlers,
    // CloudFront's headers; the browser reaches Cognito through the same-origin proxy, over plain http.
    // The browser posts photo originals straight to the uploads bucket (s3rver), as to S3 in AWS.
    securityHeaders: securityHeaders({ connectOrigins: [s3.endpoint], schedulingOrigin: runtimeConfig.schedulingOrigin, https: false }),
    verifyAccessToken,
    webDist: WEB_DIST,
    getMedia: async (key) => {
      try {
        const object = await s3Client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
        return { body: await object.Body!.transformToByteArray(), contentType: object.ContentType };
      } catch {
        return null;
      }
    },
    site: {
      kvs: { get: kvs.get },
      getPage: async (key) => {
        try {
          const object = await s3Client.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: key }));
          return { body: await object.Body!.transformToByteArray(), contentType: object.ContentType };
        } catch {
          return null;
        }
      },
    },
    extra: localEndpoints({
      origin: gatewayUrl,
      runtimeConfig,
      // Cognito's own mails (codes) reach the local inbox: cognito-local only logs them.
      cognito: (target, body) =>
        mailCognitoCodes(target, body, () => proxyCognito(cognito.endpoint, target, body, (username) => isUserDisabled(cognitoClient, state.userPoolId, username))),
      live: () => live,
      settled: async () => {
        for (;;) {
          const published = bus.published;
          await relay.caughtUp();
          await bus.drain();
          await storageBus?.drain();
          await queues.drain();
          if (bus.published === published) return;
        }
      },
      deadLetters: () => [...bus.deadLetters, ...(storageBus?.deadLetters ?? []), ...queues.deadLetters],
    }),
  });
  // The profile read of the namespace's onSubscribe handler (AWS: a DynamoDB data source), once TABLE_NAME is set.
  live = startLiveEvents(server, verifyAccessToken, async (userId) => (await import('../../shared/users/server/repository.js')).profileRepository.get(userId));
  // Events flow once everything they reach is up (the live-updates consumer publishes to the gateway).
  const relay = startStreamRelay({
    client: new DynamoDBStreamsClient({}),
    tableName: TABLE_NAME,
    onEvent: (event: BusEvent) => bus.publish(event),
    checkpointFile: options.inMemory ? undefined : path.join(options.dataDir, 'relay-checkpoints.json'),
  });

  await renderSiteOnNewBuild(s3Client, jobs['render-site'], firstStart);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      scheduler?.stop();
      live?.close();
      // Requests still open are cut, not awaited: a consumer's request that arrived as the server closed would
      // otherwise hold the stop (and its caller) until a timeout.
      await Promise.all(
        [server, lambdaServer].map((open) => {
          const closed = new Promise<void>((r) => open.close(() => r()));
          open.closeAllConnections();
          return closed;
        }),
      );
      await relay.stop();
      await bus.drain();
      await storageBus?.drain();
      await queues.drain();
      await queues.stop();
      await s3.stop();
      await ses.stop();
      await kvs.stop();
      if (places) {
        await places.stop();
        delete process.env.AMAZON_LOCATION_PLACES_URL;
      }
      stopChildren();
    })());

  return {
    url: gatewayUrl,
    firstStart,
    endpoints: { dynamodb: dynamo.endpoint, cognito: cognito.endpoint, s3: s3.endpoint, ses: ses.endpoint, kvs: kvs.endpoint, sqs: queues.endpoint, places: process.env.AMAZON_LOCATION_PLACES_URL! },
    siteKvsArn: LOCAL_SITE_KVS_ARN,
    cognito: { ...state, issuer },
    admin: { email: ADMIN_EMAIL, password: state.adminPassword, userId: adminSub },
    bus,
    jobs,
    stop,
  };
}

/**
 * What the deploy does in AWS: the web build's shell goes to the site bucket, then every page is rendered.
 * A new web build (other asset names) renders every page again: pages of the last build would load files that are gone.
 */
async function renderSiteOnNewBuild(s3Client: S3Client, renderSite: Job, firstStart: boolean) {
  const shellFile = path.join(WEB_DIST, 'app-shell.html');
  if (existsSync(shellFile)) {
    const shell = readFileSync(shellFile, 'utf8');
    const newBuild = (await siteObjectText(s3Client, 'app-shell.html')) !== shell;
    await s3Client.send(new PutObjectCommand({ Bucket: SITE_BUCKET, Key: 'app-shell.html', Body: shell, ContentType: 'text/html; charset=utf-8' }));
    if (firstStart || newBuild || (await siteObjectText(s3Client, 'index.html')) === undefined) {
      const rendered = (await renderSite({})) as { rendered: number; ms: number };
      say('render', `${rendered.rendered} pages prerendered in ${(rendered.ms / 1000).toFixed(1)} s (site bucket ${SITE_BUCKET})`);
    }
  } else {
    say('render', `no web build in ${WEB_DIST}: pages are not prerendered (npm run build:web, then start again)`);
  }
}

async function siteObjectText(s3: S3Client, key: string): Promise<string | undefined> {
  try {
    return await (await s3.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: key }))).Body?.transformToString();
  } catch {
    return undefined;
  }
}

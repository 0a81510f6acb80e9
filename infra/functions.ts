import { CONSUMER_RULES } from '../events/rules.js';
import { SCHEDULES, type JobSchedule } from '../events/schedules.js';
import { MAIL_FEEDBACK_RULE } from '../events/mail-feedback.js';
import { QUEUES, type QueueName } from '../events/queues.js';
import { STORAGE_RULES } from '../events/storage-rules.js';
import { FUNCTIONS, type HttpFunctionName } from '../shared/http/routes.js';

/** What a function may touch; CDK turns each entry into env vars plus the matching IAM grant. */
export type FunctionAccess = {
  /** Absent for a function that touches no item (platform-api). */
  table?: 'read' | 'readWrite';
  /** Only the functions that call the integrations read their keys; every other one is denied them. */
  integrationKeys?: 'read';
  /** The served media bucket; 'write' puts objects only (the photo consumer's renditions). */
  media?: 'read' | 'write' | 'readWrite';
  /**
   * The private uploads bucket of photo originals: 'presign' signs browser uploads (PutObject under
   * uploads/), 'process' reads and deletes them (the photo consumer).
   */
  uploads?: 'presign' | 'process';
  /** SES SendEmail from the app's sender identity, with MAIL_FROM and SITE_ORIGIN (links in mail). */
  mail?: 'send';
  /** SES GetAccount: the account's send quota, which paces a campaign's sender. */
  mailQuota?: 'read';
  /** Work queues of events/queues.ts it puts messages on (SendMessage, and each queue's URL variable). */
  sendsTo?: readonly QueueName[];
  /** The AppSync Events API of the back office: publish on its channels (LIVE_EVENTS_HTTP_URL). */
  liveUpdates?: 'publish';
  /**
   * The prerendered pages: writes and deletes objects of the site bucket (SITE_BUCKET), invalidates the
   * distribution (SITE_DISTRIBUTION_ID), reads the public API (SITE_API_ORIGIN) and names SITE_ORIGIN.
   */
  site?: 'render';
  /** The site's CloudFront KeyValueStore (SITE_KVS_ARN): 'write' sets keys (the maintenance switch). */
  siteFlags?: 'write';
  /** The user pool ids; `cognitoActions` adds admin API calls on the pool. */
  userPool?: { cognitoActions?: string[] };
  /**
   * Amazon Location Places v2: `geo-places:Geocode` on the region's provider (a listing's address → its
   * position, when saved or imported) and AMAZON_LOCATION_PLACES_URL, the regional endpoint.
   */
  geocoding?: 'geocode';
};

export type FunctionTrigger =
  | { kind: 'http'; fn: HttpFunctionName }
  | { kind: 'event'; rule: string }
  /** A rule of events/storage-rules.ts: S3 object-created events on the default bus. */
  | { kind: 'storage'; rule: string }
  /** SES's bounce and complaint events on the default bus (events/mail-feedback.ts). */
  | { kind: 'mail-feedback' }
  /** A work queue of events/queues.ts (an SQS event source mapping). */
  | { kind: 'queue'; queue: QueueName }
  | { kind: 'schedule'; schedule: JobSchedule['name'] }
  | { kind: 'cognito'; trigger: CognitoTrigger };

/** The user pool triggers the app handles (Lambda triggers of the Cognito user pool). */
export const COGNITO_TRIGGERS = ['PostConfirmation'] as const;
export type CognitoTrigger = (typeof COGNITO_TRIGGERS)[number];

export type FunctionDef = {
  name: string;
  /** Entry file from the repository root; it exports `handler`. */
  entry: string;
  description: string;
  trigger: FunctionTrigger;
  access: FunctionAccess;
  memorySize?: number;
  timeoutSeconds?: number;
  /** Packages with native code: not bundled, installed for linux-arm64 beside the bundle at synth. */
  nativeModules?: readonly 'sharp'[];
};

/** An HTTP API function: named as the route table's `fn`, its entry is functions/http/<name>.ts. */
const httpApi = (fn: HttpFunctionName, def: Omit<FunctionDef, 'name' | 'entry' | 'trigger'>): FunctionDef => ({
  name: fn,
  entry: `functions/http/${fn}.ts`,
  trigger: { kind: 'http', fn },
  ...def,
});

/**
 * THE function registry, read by CDK (infra/stacks) and by the local stack (infra/local) alike: every
 * Lambda of the app, what invokes it, and the least access it needs.
 */
export const FUNCTION_REGISTRY: readonly FunctionDef[] = [
  httpApi('public-api', {
    description: 'HTTP API: public routes (reads, leads, visit bookings)',
    access: { table: 'readWrite' },
    timeoutSeconds: 15,
  }),
  httpApi('admin-api', {
    description: 'HTTP API: back-office routes',
    // The 'Utilisateurs' tab: the admin group and sign-in follow the profile.
    access: {
      table: 'readWrite',
      media: 'readWrite',
      uploads: 'presign',
      // The maintenance toggle also sets the CDN's switch.
      siteFlags: 'write',
      // A listing saved with a new address is placed on the map.
      geocoding: 'geocode',
      userPool: {
        cognitoActions: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminDisableUser'],
      },
    },
    timeoutSeconds: 15,
  }),
  httpApi('admin-blog-api', {
    description: 'HTTP API: back-office blog and newsletter campaign routes (HTML sanitized on save)',
    // Articles, categories, campaigns, their counters, outbox and audit items; the admin check reads the
    // profile. A campaign's test goes to the admin by mail.
    access: { table: 'readWrite', mail: 'send' },
    timeoutSeconds: 15,
  }),
  httpApi('platform-api', {
    description: 'HTTP API: health check and the OpenAPI description of every route',
    // No table: neither route reads or writes anything.
    access: {},
    timeoutSeconds: 5,
  }),
  httpApi('tracking-ingest', {
    description: 'HTTP API: consented page visits and event batches (its own throttling)',
    access: { table: 'readWrite' },
    timeoutSeconds: 5,
  }),
  httpApi('integrations-api', {
    description: 'HTTP API: back-office integration actions (test keys, synchronise listings, resend a lead)',
    // Reads the keys it tests; the listing import ('Synchroniser') puts photo originals in the uploads bucket and
    // places new listings on the map.
    access: { table: 'readWrite', integrationKeys: 'read', media: 'readWrite', uploads: 'presign', geocoding: 'geocode' },
    memorySize: 1024,
    timeoutSeconds: 29,
  }),
  {
    name: 'lead-crm-sync',
    entry: 'functions/consumers/lead-crm-sync.ts',
    description: 'Sends each new lead to the lead CRM and records the outcome on the lead',
    trigger: { kind: 'event', rule: 'lead-crm-sync' },
    access: { table: 'readWrite', integrationKeys: 'read' },
    timeoutSeconds: 30,
  },
  {
    name: 'newsletter-welcome',
    entry: 'functions/consumers/newsletter-welcome.ts',
    description: 'Sends the welcome e-mail with its one-click unsubscribe link to a new or returning newsletter subscriber',
    trigger: { kind: 'event', rule: 'newsletter-welcome' },
    access: { table: 'readWrite', mail: 'send' },
    timeoutSeconds: 30,
  },
  {
    name: 'campaign-fanout',
    entry: 'functions/consumers/campaign-fanout.ts',
    description: 'Puts every active subscriber of a campaign being sent on the send queue, in chunks',
    trigger: { kind: 'event', rule: 'campaign-fanout' },
    access: { table: 'readWrite', sendsTo: ['campaign-sends'] },
    // Under the processed-event lease (shared/db/processed-events.ts): a long list hands over to a new run
    // (the same event again) before its time is up, and that run resumes from the cursor.
    timeoutSeconds: 60,
  },
  {
    name: 'campaign-send',
    entry: 'functions/queues/campaign-send.ts',
    description: "Mails a campaign's recipients at the SES account's rate, each at most once",
    trigger: { kind: 'queue', queue: 'campaign-sends' },
    // Claims and outcomes of deliveries, counters; what time leaves unsent goes back on its own queue.
    access: { table: 'readWrite', mail: 'send', mailQuota: 'read', sendsTo: ['campaign-sends'] },
    timeoutSeconds: 120,
  },
  {
    name: 'alert-send',
    entry: 'functions/queues/alert-send.ts',
    description: "Mails the alerts' changes and digests at the SES account's rate, each change at most once",
    trigger: { kind: 'queue', queue: 'alert-sends' },
    // Reads the alerts, their claims, the listings and the settings; leases and settles the claims, counts the mails.
    access: { table: 'readWrite', mail: 'send', mailQuota: 'read', sendsTo: ['alert-sends'] },
    timeoutSeconds: 120,
  },
  {
    name: MAIL_FEEDBACK_RULE.name,
    entry: 'functions/consumers/mail-feedback.ts',
    description: MAIL_FEEDBACK_RULE.description,
    trigger: { kind: 'mail-feedback' },
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'live-updates',
    entry: 'functions/consumers/live-updates.ts',
    description: 'Publishes property, broker and lead changes to the back-office live channel',
    trigger: { kind: 'event', rule: 'live-updates' },
    // The table only for its processed-event markers (one toast per event).
    access: { table: 'readWrite', liveUpdates: 'publish' },
    timeoutSeconds: 15,
  },
  {
    name: 'dashboard-rollup',
    entry: 'functions/consumers/dashboard-rollup.ts',
    description: "Keeps the dashboard's daily counters and totals from property, broker and lead changes",
    trigger: { kind: 'event', rule: 'dashboard-rollup' },
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'sales-crm-sync',
    entry: 'functions/consumers/sales-crm-sync.ts',
    description: 'Sends each new lead to the sales CRM (Follow Up Boss) as an event',
    trigger: { kind: 'event', rule: 'sales-crm-sync' },
    access: { table: 'readWrite', integrationKeys: 'read' },
    timeoutSeconds: 30,
  },
  {
    name: 'visit-completion',
    entry: 'functions/consumers/visit-completion.ts',
    description: "Completes a booked visit from the scheduling service's API and links its lead",
    trigger: { kind: 'event', rule: 'visit-completion' },
    access: { table: 'readWrite', integrationKeys: 'read' },
    timeoutSeconds: 30,
  },
  {
    name: 'notifications',
    entry: 'functions/consumers/notifications.ts',
    description: 'E-mails the broker or the brokerage about each new lead and visit request',
    trigger: { kind: 'event', rule: 'notifications' },
    access: { table: 'readWrite', mail: 'send' },
    timeoutSeconds: 30,
  },
  {
    name: 'search-alerts',
    entry: 'functions/consumers/search-alerts.ts',
    description: "Sends saved searches' confirmation mails and tells the confirmed alerts about matching property changes",
    trigger: { kind: 'event', rule: 'search-alerts' },
    // Reads the alerts' index and the listing; writes delivery claims and processed-event markers; puts immediate
    // alerts' mails on their send queue (the confirmation and Alerte VIP offer mails it sends itself).
    access: { table: 'readWrite', mail: 'send', sendsTo: ['alert-sends'] },
    timeoutSeconds: 60,
  },
  {
    name: 'tracking-rollup',
    entry: 'functions/consumers/tracking-rollup.ts',
    description: 'Adds consented tracking to the daily analytics rollups',
    trigger: { kind: 'event', rule: 'tracking-rollup' },
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    name: 'page-render',
    entry: 'functions/consumers/page-render.ts',
    description: 'Renders again the public pages a property, broker, blog post, testimonial or settings change touches (static HTML in the site bucket)',
    trigger: { kind: 'event', rule: 'page-render' },
    // The table only for a broker's property links; the pages' data comes from the public API.
    access: { table: 'read', site: 'render' },
    memorySize: 1024,
    timeoutSeconds: 60,
  },
  {
    name: 'photo-process',
    entry: 'functions/consumers/photo-process.ts',
    description: 'Checks each uploaded photo, writes its WebP renditions without metadata, marks it ready or failed',
    trigger: { kind: 'storage', rule: 'photo-process' },
    access: { table: 'readWrite', uploads: 'process', media: 'write' },
    nativeModules: ['sharp'],
    // sharp decodes each original once, refused above 70 MP before decoding: the worst case (an
    // interlaced RGBA PNG at the limit) peaks near 460 MB; the rest is for CPU (memory is CPU on Lambda).
    memorySize: 2048,
    timeoutSeconds: 60,
  },
  {
    name: 'post-confirmation',
    entry: 'functions/triggers/post-confirmation.ts',
    description: 'Creates the profile (role user, active) of a confirmed account',
    trigger: { kind: 'cognito', trigger: 'PostConfirmation' },
    access: { table: 'readWrite' },
    timeoutSeconds: 5,
  },
  {
    name: 'property-sync',
    entry: 'functions/jobs/property-sync.ts',
    description: 'Imports listings from RealHub, photos included',
    trigger: { kind: 'schedule', schedule: 'property-sync' },
    // Puts the imported photos' originals in the uploads bucket, as the presigned upload does; places new listings on the map.
    access: { table: 'readWrite', integrationKeys: 'read', media: 'readWrite', uploads: 'presign', geocoding: 'geocode' },
    memorySize: 1024,
    timeoutSeconds: 300,
  },
  {
    name: 'analytics-rollup',
    entry: 'functions/jobs/analytics-rollup.ts',
    description: 'Recounts daily leads and refreshes the analytics top lists (every 5 minutes)',
    trigger: { kind: 'schedule', schedule: 'analytics-rollup' },
    access: { table: 'readWrite' },
    memorySize: 1024,
    timeoutSeconds: 300,
  },
  {
    name: 'lead-crm-retry',
    entry: 'functions/jobs/lead-crm-retry.ts',
    description: 'Queues again the leads the lead CRM could not be reached for (LeadSyncRequested)',
    trigger: { kind: 'schedule', schedule: 'lead-crm-retry' },
    // Writes outbox events only: lead-crm-sync reads the key and calls RealHub.
    access: { table: 'readWrite' },
    timeoutSeconds: 60,
  },
  {
    name: 'alert-digests',
    entry: 'functions/jobs/alert-digests.ts',
    description: 'Queues the daily and weekly alert digests at 7 h in Quebec; deletes the alerts never confirmed in time',
    trigger: { kind: 'schedule', schedule: 'alert-digests' },
    // Reads the pending items (their mails go on the alerts' send queue); deletes expired unconfirmed alerts and their counts.
    access: { table: 'readWrite', sendsTo: ['alert-sends'] },
    timeoutSeconds: 300,
  },
  {
    name: 'render-site',
    entry: 'functions/jobs/render-site.ts',
    description: 'Renders every public page, the maintenance page, sitemap.xml and robots.txt (after each deploy and daily)',
    trigger: { kind: 'schedule', schedule: 'render-site' },
    access: { table: 'read', site: 'render' },
    memorySize: 1024,
    timeoutSeconds: 900,
  },
];

const byTrigger = (matches: (t: FunctionTrigger) => boolean, what: string) => {
  const found = FUNCTION_REGISTRY.filter((f) => matches(f.trigger));
  if (found.length !== 1) throw new Error(`The function registry must have exactly one function for ${what}, found ${found.length}`);
  return found[0]!;
};
/** The function serving one HTTP function name of the route table. */
export const httpFunction = (fn: HttpFunctionName) => byTrigger((t) => t.kind === 'http' && t.fn === fn, `HTTP function ${fn}`);
/** The consumer of one bus rule. */
export const ruleConsumer = (rule: string) => byTrigger((t) => t.kind === 'event' && t.rule === rule, `rule ${rule}`);
/** The consumer of one storage rule (S3 events). */
export const storageConsumer = (rule: string) => byTrigger((t) => t.kind === 'storage' && t.rule === rule, `storage rule ${rule}`);
/** The consumer of SES's bounce and complaint events. */
export const mailFeedbackConsumer = () => byTrigger((t) => t.kind === 'mail-feedback', 'SES mail feedback');
/** The consumer of one work queue. */
export const queueConsumer = (queue: QueueName) => byTrigger((t) => t.kind === 'queue' && t.queue === queue, `queue ${queue}`);
/** The job of one schedule. */
export const scheduledJob = (schedule: JobSchedule['name']) => byTrigger((t) => t.kind === 'schedule' && t.schedule === schedule, `schedule ${schedule}`);

/** The handler of one user pool trigger. */
export const cognitoTrigger = (trigger: CognitoTrigger) => byTrigger((t) => t.kind === 'cognito' && t.trigger === trigger, `Cognito trigger ${trigger}`);

/** Every trigger of the route table, the rules, the schedules and the user pool has its function, and nothing else is registered. */
export function checkRegistry() {
  const covered = new Set([
    ...FUNCTIONS.map(httpFunction),
    ...CONSUMER_RULES.map((r) => ruleConsumer(r.name)),
    ...STORAGE_RULES.map((r) => storageConsumer(r.name)),
    mailFeedbackConsumer(),
    ...QUEUES.map((q) => queueConsumer(q.name as QueueName)),
    ...SCHEDULES.map((s) => scheduledJob(s.name)),
    ...COGNITO_TRIGGERS.map(cognitoTrigger),
  ]);
  const orphans = FUNCTION_REGISTRY.filter((f) => !covered.has(f));
  if (orphans.length) throw new Error(`Registered functions without a trigger: ${orphans.map((f) => f.name).join(', ')}`);
}

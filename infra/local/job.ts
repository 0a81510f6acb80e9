import { SCHEDULES } from '../../events/schedules.js';
import { scheduledJob } from '../functions.js';
import { loadHandler } from './lambda-context.js';
import { QUEUES } from '../../events/queues.js';
import { localQueueUrl } from './queues.js';
import { localPlacesPort, localPorts, localQueuesPort, loopback } from './ports.js';
import { MEDIA_BUCKET, REGION, SITE_BUCKET, TABLE_NAME, UPLOADS_BUCKET } from './stack.js';

/**
 * `npm run job -- <name> [event JSON]`: runs a scheduled job once against the running local stack's data, with the
 * scheduler's event or the one given (`npm run job -- alert-digests '{"frequencies":["daily"]}'`).
 * It talks to DynamoDB Local directly, so `npm start` must be running.
 */
const name = process.argv[2];
const schedule = SCHEDULES.find((s) => s.name === name);
if (!schedule) {
  console.error(`Tâche inconnue « ${name ?? ''} ». Tâches : ${SCHEDULES.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
const job = scheduledJob(schedule.name);
// The variables CDK gives this function (its registry access), pointed at the emulators of `npm start`.
Object.assign(process.env, {
  AWS_REGION: REGION,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: loopback(localPorts().dynamodb),
  TABLE_NAME,
  ...(job.access.media || job.access.site
    ? { AWS_ENDPOINT_URL_S3: loopback(localPorts().s3), AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED', AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED' }
    : {}),
  ...(job.access.media ? { MEDIA_BUCKET, ...(job.access.uploads ? { UPLOADS_BUCKET } : {}) } : {}),
  // The running stack's Places stand-in (infra/local/places.ts), where CDK names the regional endpoint.
  ...(job.access.geocoding ? { AMAZON_LOCATION_PLACES_URL: loopback(localPlacesPort()) } : {}),
  // The renderer reads the API through the running gateway and writes the site bucket, as npm start's own renders do.
  ...(job.access.site ? { SITE_BUCKET, SITE_ORIGIN: `http://localhost:${localPorts().gateway}`, SITE_API_ORIGIN: loopback(localPorts().gateway) } : {}),
  // Mail goes to the running stack's inbox, with its sender and the site's links (as npm start's consumers send it).
  ...(job.access.mail
    ? { AWS_ENDPOINT_URL_SESV2: loopback(localPorts().ses), MAIL_FROM: process.env.MAIL_FROM ?? 'Courtage Québec <no-reply@courtage-quebec.ca>', SITE_ORIGIN: `http://localhost:${localPorts().gateway}` }
    : {}),
  // The work queues it puts messages on (the digests' send queue), at the running stack's SQS stand-in.
  ...(job.access.sendsTo?.length
    ? {
        AWS_ENDPOINT_URL_SQS: loopback(localQueuesPort()),
        ...Object.fromEntries(QUEUES.filter((q) => job.access.sendsTo!.includes(q.name as never)).map((q) => [q.urlVariable, localQueueUrl(loopback(localQueuesPort()), q.name)])),
      }
    : {}),
  POWERTOOLS_METRICS_DISABLED: 'true',
});
const run = await loadHandler<unknown, unknown>(job);
const event = process.argv[3] ? (JSON.parse(process.argv[3]) as object) : {};
console.log(JSON.stringify(await run({ source: 'local.job', schedule: schedule.name, ...event }), null, 2));

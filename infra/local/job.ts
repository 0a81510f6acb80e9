import { SCHEDULES } from '../../events/schedules.js';
import { scheduledJob } from '../functions.js';
import { loadHandler } from './lambda-context.js';
import { REGION, TABLE_NAME } from './stack.js';

/**
 * `npm run job -- <name>`: runs a scheduled job once against the running local stack's data.
 * It talks to DynamoDB Local directly, so `npm start` must be running.
 */
const name = process.argv[2];
const schedule = SCHEDULES.find((s) => s.name === name);
if (!schedule) {
  console.error(`Tâche inconnue « ${name ?? ''} ». Tâches : ${SCHEDULES.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
Object.assign(process.env, {
  AWS_REGION: REGION,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 8000}`,
  TABLE_NAME,
  POWERTOOLS_METRICS_DISABLED: 'true',
});
const run = await loadHandler<unknown, unknown>(scheduledJob(schedule.name));
console.log(JSON.stringify(await run({ source: 'local.job', schedule: schedule.name }), null, 2));

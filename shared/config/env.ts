import * as z from 'zod/mini';

/**
 * Function-side configuration, validated once at start (docs/architecture.md rule 6). CDK sets these variables
 * together with the grants that go with them; the local stack sets the same ones.
 */
const envSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  MEDIA_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /** Private bucket of photo originals (presigned uploads, read by the photo consumer); never served. */
  UPLOADS_BUCKET: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_ID: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** Issuer URL of the user pool: set locally (cognito-local); derived from the pool id in AWS. */
  JWT_ISSUER: z.optional(z.url()),
  /** The public site's origin (https://…), for links in mail (the newsletter's unsubscribe link). */
  SITE_ORIGIN: z.optional(z.url()),
  /** The back office's AppSync Events HTTP endpoint (https://…/event): the live-updates consumer publishes there. */
  LIVE_EVENTS_HTTP_URL: z.optional(z.url()),
  /** The site's CloudFront KeyValueStore: the admin's maintenance switch is written there (cloudfront-keyvalue:PutKey). */
  SITE_KVS_ARN: z.optional(z.string().check(z.startsWith('arn:'))),
  /** The queue of a campaign's recipient chunks (events/queues.ts): the fan-out and the sender put messages on it. */
  CAMPAIGN_QUEUE_URL: z.optional(z.url()),
  /** The queue of alert mails (events/queues.ts): the matching consumer and the digest job put them on it. */
  ALERT_QUEUE_URL: z.optional(z.url()),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']), 'INFO'),
});
export type FunctionEnv = z.infer<typeof envSchema>;

let cached: FunctionEnv | undefined;
export function env(): FunctionEnv {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid function environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

import * as z from 'zod';

/**
 * Function-side configuration, validated once at start (handbook rule 6). CDK sets these variables
 * together with the grants that go with them; the local stack sets the same ones.
 */
const envSchema = z.object({
  TABLE_NAME: z.string().min(1),
  MEDIA_BUCKET: z.string().min(1).optional(),
  /** Private bucket of photo originals (presigned uploads, read by the photo consumer); never served. */
  UPLOADS_BUCKET: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** Issuer URL of the user pool: set locally (cognito-local); derived from the pool id in AWS. */
  JWT_ISSUER: z.url().optional(),
  /** The public site's origin (https://…), for links in mail (the newsletter's unsubscribe link). */
  SITE_ORIGIN: z.url().optional(),
  /** The back office's AppSync Events HTTP endpoint (https://…/event): the live-updates consumer publishes there. */
  LIVE_EVENTS_HTTP_URL: z.url().optional(),
  /** The site's CloudFront KeyValueStore: the admin's maintenance switch is written there (cloudfront-keyvalue:PutKey). */
  SITE_KVS_ARN: z.string().startsWith('arn:').optional(),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
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

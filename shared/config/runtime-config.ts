import * as z from 'zod/mini';

/**
 * The deploy-time configuration served as /runtime-config.json beside index.html: CDK writes it at
 * deploy, the local gateway serves it, the web parses it (web/src/lib/runtime-config.ts). zod/mini keeps
 * the parser small enough for the public chunks that need it.
 */
export const runtimeConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** SRP in AWS; cognito-local only speaks USER_PASSWORD_AUTH. */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Set locally only: the same-origin Cognito proxy in front of cognito-local. */
  userPoolEndpoint: z.optional(z.string().check(z.url())),
  /** Origin of the scheduling widget (Calendly, or the local fake in tests). */
  schedulingOrigin: z.string().check(z.url()),
  /** The back office's live channel (AppSync Events): its WebSocket URL and the API host its auth names. */
  liveEvents: z.object({
    realtimeUrl: z.string().check(z.url()),
    host: z.string().check(z.minLength(1)),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

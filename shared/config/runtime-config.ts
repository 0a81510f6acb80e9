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
  /**
   * The map's basemap (docs/deploy.md "Map"): a MapLibre style. In AWS, the Amazon Location Maps v2 style
   * descriptor with the stage's API key (https://maps.geo.<region>.amazonaws.com/…); locally, a path the
   * local stack serves itself (/basemap/style.json, infra/local/basemap.ts).
   */
  map: z.object({
    styleUrl: z.string().check(z.regex(/^(?:https:\/\/|\/(?!\/))/, 'an https URL or a same-origin path')),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

import * as z from 'zod/mini';
import { callIntegration, DEFAULT_RETRY_POLICY, integrationClient, IntegrationError, type RetryPolicy } from './http.js';

/**
 * Calendly API v2 (https://developer.calendly.com/api-docs): the current user (the card's 'Tester'),
 * a scheduled event and one of its invitees (the visit's completion). Bearer token (personal access
 * token). Errors: 401 `{title:'Unauthenticated', message}` (token wrong or revoked), 403
 * `{title:'Permission Denied'}` (a resource of another organisation than the token's), 404
 * `{title:'Resource Not Found'}`, 429.
 */
export const CALENDLY_SERVICE = 'Calendly';
const DEFAULT_BASE_URL = 'https://api.calendly.com';
export const calendlyBaseUrl = () => process.env.CALENDLY_API_URL || DEFAULT_BASE_URL;

/** What Calendly reports the booking with: `https://api.calendly.com/scheduled_events/<uuid>[/invitees/<uuid>]`. */
const CALENDLY_API_ORIGIN = 'https://api.calendly.com';
const UUID = /^[A-Za-z0-9-]{1,100}$/;

export type BookingIds = { eventUuid: string; inviteeUuid?: string };

/**
 * The uuids of a booking's URIs, or null when they are not Calendly's own scheduled-event URIs. The
 * URIs come from the visitor's browser (untrusted): we never fetch them, we only take their ids and
 * call our configured API base with them. The invitee must belong to the same event.
 */
export function bookingIds(eventUri: string, inviteeUri?: string): BookingIds | null {
  const event = idsOf(eventUri);
  if (!event || event.inviteeUuid) return null;
  if (inviteeUri === undefined) return { eventUuid: event.eventUuid };
  const invitee = idsOf(inviteeUri);
  if (!invitee?.inviteeUuid || invitee.eventUuid !== event.eventUuid) return null;
  return invitee;
}

function idsOf(uri: string): BookingIds | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.origin !== CALENDLY_API_ORIGIN || url.username || url.password || url.search || url.hash) return null;
  // The raw text too: URL parsing resolves "..", decodes nothing here, but a refused shape stays refused.
  if (!uri.startsWith(`${CALENDLY_API_ORIGIN}/scheduled_events/`)) return null;
  const parts = url.pathname.split('/').slice(1);
  if (parts[0] !== 'scheduled_events' || !parts[1] || !UUID.test(parts[1])) return null;
  if (parts.length === 2) return { eventUuid: parts[1] };
  if (parts.length === 4 && parts[2] === 'invitees' && parts[3] && UUID.test(parts[3])) return { eventUuid: parts[1], inviteeUuid: parts[3] };
  return null;
}

const userSchema = z.object({ resource: z.object({ name: z.string(), email: z.optional(z.string()), uri: z.optional(z.string()) }) });

const eventSchema = z.object({
  resource: z.object({
    uri: z.string(),
    name: z.nullish(z.string()),
    status: z.nullish(z.string()),
    start_time: z.string(),
    end_time: z.string(),
    event_type: z.nullish(z.string()),
    location: z.nullish(z.object({ type: z.nullish(z.string()), location: z.nullish(z.string()), join_url: z.nullish(z.string()) })),
  }),
});
export type CalendlyEvent = z.infer<typeof eventSchema>['resource'];

const inviteeSchema = z.object({
  resource: z.object({
    uri: z.string(),
    name: z.nullish(z.string()),
    email: z.nullish(z.string()),
    text_reminder_number: z.nullish(z.string()),
    questions_and_answers: z.nullish(z.array(z.object({ question: z.string(), answer: z.nullish(z.string()) }))),
  }),
});
export type CalendlyInvitee = z.infer<typeof inviteeSchema>['resource'];

/** An answer that does not match what we rely on is the service's fault: retried, then dead-lettered. */
function parsed<T>(schema: z.ZodMiniType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new IntegrationError('unavailable', `${CALENDLY_SERVICE} : réponse inattendue (${what})`);
  return result.data;
}

/**
 * `deadline` (epoch ms): every call of this client, retries included, ends by then — calls made one
 * after the other share one time budget instead of each getting the policy's whole `totalMs`.
 */
export function calendlyClient(accessToken: string, options: { baseUrl?: string; policy?: RetryPolicy; deadline?: number } = {}) {
  const client = integrationClient({ baseUrl: options.baseUrl ?? calendlyBaseUrl(), headers: { authorization: `Bearer ${accessToken}` }, policy: options.policy });
  const { deadline } = options;
  const get = async <T>(schema: z.ZodMiniType<T>, path: string, what: string) => {
    const left = deadline === undefined ? undefined : deadline - Date.now();
    if (left !== undefined && left <= 0) throw new IntegrationError('unavailable', `${CALENDLY_SERVICE} n'a pas répondu à temps`);
    // This call's own total: the policy's, or what is left of the shared budget when that is less.
    const body = await callIntegration(CALENDLY_SERVICE, () => client.get(path, left === undefined ? {} : { totalTimeout: Math.min(left, (options.policy ?? DEFAULT_RETRY_POLICY).totalMs) }).json());
    return parsed(schema, body, what);
  };
  return {
    /** GET /users/me: the account the token belongs to. */
    currentUser: async () => (await get(userSchema, 'users/me', 'users/me')).resource,
    /** GET /scheduled_events/{uuid}. */
    event: async (eventUuid: string) => (await get(eventSchema, `scheduled_events/${encodeURIComponent(eventUuid)}`, 'scheduled_events')).resource,
    /** GET /scheduled_events/{uuid}/invitees/{uuid}. */
    invitee: async (eventUuid: string, inviteeUuid: string) =>
      (await get(inviteeSchema, `scheduled_events/${encodeURIComponent(eventUuid)}/invitees/${encodeURIComponent(inviteeUuid)}`, 'invitees')).resource,
  };
}
export type CalendlyClient = ReturnType<typeof calendlyClient>;

import type { Lead } from '../../leads/schema.js';
import { callIntegration, integrationClient, IntegrationError, type RetryPolicy } from './http.js';

/**
 * RealHub's lead API (the "lead CRM" card). RealHub publishes no documentation we can read: the shape
 * below is ASSUMED (docs/integrations.md) and the fake in tests/fakes/realhub-leads.ts plays it.
 * `POST {base}/leads`, `Authorization: Bearer <key>`, `Idempotency-Key: <lead id>` → 201 `{ id }`; a
 * replay with the same key answers the first record (200 or 201, same id).
 */
export const REALHUB_SERVICE = 'RealHub';
export const DEFAULT_REALHUB_LEADS_API_URL = 'https://api.realhub.ca/v1';

export type RealhubCredentials = { apiKey: string; agentId: string };

/** The JSON body RealHub receives for one lead (pure: unit-tested). */
export function realhubLeadBody(lead: Lead, agentId: string) {
  return {
    agent_id: agentId,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    lead_type: lead.leadType,
    source: lead.source,
    budget: lead.budget,
    interest: lead.interest,
    created_at: lead.createdAt,
  };
}

/** The idempotency key of a lead: stable across retries, redeliveries and resends, so RealHub keeps one record. */
export const realhubIdempotencyKey = (lead: Pick<Lead, 'id'>) => `lead-${lead.id}`;

/** How the reason of a lead RealHub could not be reached starts (the hourly lead-crm-retry sends those again, not the refused ones). */
export const REALHUB_UNAVAILABLE = 'RealHub indisponible';

/** The reason an admin reads on the lead (French), with the service's own message. */
export function realhubFailureReason(error: Pick<IntegrationError, 'kind' | 'message'>) {
  if (error.kind === 'auth') return `Clé API RealHub refusée : ${error.message}`;
  if (error.kind === 'rejected') return `Lead refusé par RealHub : ${error.message}`;
  return `${REALHUB_UNAVAILABLE} : ${error.message}`;
}

/**
 * Sends one lead; answers RealHub's id. Throws an IntegrationError (auth, rejected, unavailable).
 * `policy`: the consumer's by default; the admin routes pass INTERACTIVE_RETRY_POLICY (an answer within API Gateway's 30 s).
 */
export async function sendLeadToRealhub(lead: Lead, credentials: RealhubCredentials, policy?: RetryPolicy): Promise<{ id: string }> {
  const client = integrationClient({
    baseUrl: process.env.REALHUB_LEADS_API_URL || DEFAULT_REALHUB_LEADS_API_URL,
    headers: { authorization: `Bearer ${credentials.apiKey}` },
    policy,
  });
  const answer = await callIntegration(REALHUB_SERVICE, () =>
    client
      .post('leads', { json: realhubLeadBody(lead, credentials.agentId), headers: { 'idempotency-key': realhubIdempotencyKey(lead) } })
      .json<{ id?: unknown }>(),
  );
  if (typeof answer?.id !== 'string' && typeof answer?.id !== 'number') {
    throw new IntegrationError('unavailable', `${REALHUB_SERVICE} a répondu sans identifiant de lead`);
  }
  return { id: String(answer.id) };
}

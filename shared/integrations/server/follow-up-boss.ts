import type { Lead } from '../../leads/schema.js';
import { callIntegration, DEFAULT_RETRY_POLICY, integrationClient, type RetryPolicy } from './http.js';

/**
 * Follow Up Boss (the "sales CRM" card): each new lead is sent as an event, the way FUB asks lead
 * sources to (https://docs.followupboss.com/reference/events-post): `POST /v1/events`, HTTP Basic auth
 * with the API key as user name and an empty password, `X-System` / `X-System-Key` naming our system.
 * 200 (person updated) or 201 (person created); 204 when the lead flow of this source is archived.
 */
export const FUB_SERVICE = 'Follow Up Boss';
export const DEFAULT_FOLLOWUPBOSS_API_URL = 'https://api.followupboss.com';
/** Our system's name as FUB registers it (X-System); its key (X-System-Key) is optional, from the environment. */
export const FUB_SYSTEM = 'Courtage-Immobilier-Quebec';
export const FUB_SOURCE = 'Site web du courtage';

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
};

/** The event FUB receives for one lead (pure: unit-tested). 'Seller Inquiry' for a seller, 'General Inquiry' otherwise. */
export function followUpBossEvent(lead: Lead) {
  const seller = lead.leadType === 'vendeur';
  return {
    source: FUB_SOURCE,
    system: FUB_SYSTEM,
    type: seller ? 'Seller Inquiry' : 'General Inquiry',
    message: lead.message,
    description: [lead.interest && `Intérêt : ${lead.interest}`, lead.budget !== null && `Budget : ${lead.budget} $`, `Provenance : ${lead.source}`]
      .filter(Boolean)
      .join('\n'),
    occurredAt: lead.createdAt,
    person: {
      ...splitName(lead.name),
      emails: lead.email ? [{ value: lead.email }] : [],
      phones: lead.phone ? [{ value: lead.phone }] : [],
      tags: [seller ? 'Vendeur' : 'Acheteur', lead.source],
    },
  };
}

/**
 * FUB's events API takes no idempotency key: a POST that timed out or got a 5xx may have created the
 * person, so it is not sent again inside the call (only a 429, refused before any work, is). The bus's
 * retry sends it again later; a success is remembered per lead (sales-crm-sync) so it is sent once.
 */
export const FUB_RETRY_POLICY: RetryPolicy = { ...DEFAULT_RETRY_POLICY, idempotentPosts: false };

/** Sends one lead as an FUB event. Throws an IntegrationError (auth, rejected, unavailable). */
export async function sendLeadToFollowUpBoss(lead: Lead, apiKey: string): Promise<{ status: number }> {
  const systemKey = process.env.FOLLOWUPBOSS_SYSTEM_KEY;
  const client = integrationClient({
    baseUrl: process.env.FOLLOWUPBOSS_API_URL || DEFAULT_FOLLOWUPBOSS_API_URL,
    headers: {
      authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
      'x-system': FUB_SYSTEM,
      ...(systemKey ? { 'x-system-key': systemKey } : {}),
    },
    policy: FUB_RETRY_POLICY,
  });
  const response = await callIntegration(FUB_SERVICE, () => client.post('v1/events', { json: followUpBossEvent(lead) }));
  return { status: response.status };
}

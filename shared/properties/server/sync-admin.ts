import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { DomainError, UpstreamError, ValidationError } from '../../errors.js';
import { INTERACTIVE_RETRY_POLICY, IntegrationError } from '../../integrations/server/http.js';
import { realhubListings, type FeedCredentials } from '../../integrations/server/realhub-listings.js';
import { logger } from '../../observability/logger.js';
import { INTEGRATIONS } from '../../settings/integrations.js';
import { saveIntegration } from '../../settings/server/integrations-service.js';
import type { IntegrationView } from '../../settings/integrations.js';
import { settingsRepository } from '../../settings/server/repository.js';
import type { IntegrationValues } from '../../settings/schema.js';
import { propertySyncRepository } from './sync-repository.js';
import type { SyncSummary } from '../api.js';
import { syncProperties } from './sync.js';

/** The spec's messages (admin-and-platform.md §5, §8) and ours for what it leaves open. */
export const SYNC_FAILED = 'Impossible de synchroniser les propriétés';
export const SYNC_NOT_CONFIGURED = "Enregistrez d'abord la clé API et l'ID agent du CRM immobilier.";
export const CHECK_AUTH = 'Clé API refusée par RealHub : vérifiez la clé et recommencez.';
export const CHECK_AGENT = 'ID agent inconnu de RealHub : vérifiez-le et recommencez.';
export const CHECK_UNAVAILABLE = 'RealHub ne répond pas pour le moment : rien n’a été enregistré, réessayez plus tard.';

const card = INTEGRATIONS.realhubListings;

/** The saved key and agent id, or null when the card is not configured (the job then does nothing). */
export async function savedFeedCredentials(): Promise<FeedCredentials | null> {
  const settings = await settingsRepository.getIntegrationSettings();
  const apiKey = settings.realtor_api_key?.trim();
  const agentId = settings.realtor_agent_id?.trim();
  return apiKey && agentId ? { apiKey, agentId } : null;
}

/** Why the feed refused the typed values, in French for the card (the key itself never appears). */
export function checkFailure(error: unknown): string {
  if (error instanceof IntegrationError) {
    if (error.kind === 'auth') return CHECK_AUTH;
    if (error.status === 404) return CHECK_AGENT;
    if (error.kind === 'rejected') return `RealHub a refusé la vérification (${error.status ?? 'erreur'}) : rien n’a été enregistré.`;
  }
  return CHECK_UNAVAILABLE;
}

/**
 * 'Sauvegarder et tester': the typed key and agent id must read the feed's first page BEFORE anything
 * is saved; a failing check saves nothing (400 with the reason).
 */
export async function saveAndTestListingFeed(input: IntegrationValues, actor: Actor): Promise<IntegrationView> {
  const apiKey = (input.values.apiKey ?? '').trim();
  const agentId = (input.values.agentId ?? '').trim();
  if (!apiKey || !agentId) throw new ValidationError(card.missing);
  try {
    await realhubListings.check({ apiKey, agentId }, INTERACTIVE_RETRY_POLICY);
  } catch (error) {
    throw new ValidationError(checkFailure(error));
  }
  return saveIntegration('realhubListings', input, actor);
}

/** The reason shown with the failure: the feed's (French) words or a conflict's, never an internal error's text. */
export function syncFailureReason(error: unknown): string {
  if (error instanceof IntegrationError) return error.kind === 'auth' ? CHECK_AUTH : error.message;
  if (error instanceof DomainError) return error.message;
  return 'erreur interne, rien de plus n’a été modifié ; réessayez.';
}

/** How long 'Synchroniser' starts new listings (integrations-api answers within 29 s, API Gateway cuts at 30 s). */
export const SYNC_NOW_DEADLINE_MS = 20_000;

/**
 * 'Synchroniser': the same import as the scheduled job, audited as the admin's action, within
 * SYNC_NOW_DEADLINE_MS: past it, `complete: false` with what remains (the scheduled run finishes it).
 */
export async function syncNow(actor: Actor, now = new Date(), deadlineMs = SYNC_NOW_DEADLINE_MS): Promise<SyncSummary> {
  const credentials = await savedFeedCredentials();
  if (!credentials) throw new ValidationError(SYNC_NOT_CONFIGURED);
  let summary: SyncSummary;
  try {
    summary = await syncProperties(credentials, now, { deadlineMs });
  } catch (error) {
    logger.error('property-sync failed', { error: error instanceof Error ? error.message : String(error) });
    throw new UpstreamError(`${SYNC_FAILED} : ${syncFailureReason(error)}`);
  }
  await propertySyncRepository.recordRun(
    auditEntryFor({ actor, action: 'update', entity: 'propertySync', entityId: 'realhubListings', before: null, after: { ...summary } }, now),
  );
  return summary;
}

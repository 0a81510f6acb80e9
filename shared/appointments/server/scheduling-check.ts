import { ValidationError } from '../../errors.js';
import { calendlyClient } from '../../integrations/server/calendly.js';
import { INTERACTIVE_RETRY_POLICY, IntegrationError } from '../../integrations/server/http.js';
import { logger } from '../../observability/logger.js';
import { settingsRepository } from '../../settings/server/repository.js';

/** admin-and-platform.md §5 and §8 (Settings): the scheduling card's 'Tester' messages. */
export const CALENDLY_TOKEN_MISSING = "Veuillez entrer un token d'accès Calendly";
export const CALENDLY_TOKEN_INVALID = 'Token Calendly invalide ou connexion impossible';
/** The cause shown under it when Calendly refused the token (401/403). */
export const CALENDLY_TOKEN_EXPIRED = 'Token invalide ou expiré';

/**
 * 'Tester' (admin-and-platform.md §2 Settings): `users/me` with the typed token, else the saved one.
 * Answers the account name; a refused token or an unreachable service is the §8 message (400), with
 * its cause in `details.reason`. The token itself is never returned nor logged.
 */
export async function testSchedulingToken(typed: string | undefined): Promise<{ accountName: string }> {
  const token = typed?.trim() || (await settingsRepository.getIntegrationSettings()).CALENDLY_ACCESS_TOKEN?.trim();
  if (!token) throw new ValidationError(CALENDLY_TOKEN_MISSING);
  try {
    const user = await calendlyClient(token, { policy: INTERACTIVE_RETRY_POLICY }).currentUser();
    return { accountName: user.name };
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    logger.warn('scheduling token test failed', { kind: error.kind, status: error.status });
    throw new ValidationError(CALENDLY_TOKEN_INVALID, { reason: error.kind === 'auth' ? CALENDLY_TOKEN_EXPIRED : error.message });
  }
}

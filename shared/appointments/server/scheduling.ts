import { settingsRepository } from '../../settings/server/repository.js';

/** Scheduling event type when none is configured (public-site.md §7 "Visit event type"). */
export const DEFAULT_EVENT_TYPE = 'demo/30min';

/**
 * The scheduling widget's event type for visits: the one saved on the Calendly card, else the default.
 * Read from the card's status (not secret), never from the keys' partition, which the public API may not read.
 */
export async function visitEventType() {
  const saved = await settingsRepository.getIntegrationStatus('calendly', 'eventTypeUuid');
  return saved?.publicValue?.trim() || DEFAULT_EVENT_TYPE;
}

/** Whether a scheduling token is saved (its card's status, never the secret): without one no booking can be confirmed. */
export async function schedulingConfigured() {
  return Boolean(await settingsRepository.getIntegrationStatus('calendly', 'accessToken'));
}

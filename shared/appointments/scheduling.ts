import { settingsRepository } from '../settings/repository.js';

/** Scheduling event type when none is configured (public-site.md §7 "Visit event type"). */
export const DEFAULT_EVENT_TYPE = 'demo/30min';

/** The scheduling widget's event type for visits: the saved setting, else the default. */
export async function visitEventType() {
  const saved = await settingsRepository.getIntegrationSetting('CALENDLY_EVENT_TYPE_UUID');
  return saved?.trim() || DEFAULT_EVENT_TYPE;
}

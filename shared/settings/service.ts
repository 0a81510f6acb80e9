import type { Actor } from '../audit/service.js';
import { auditEntryFor } from '../audit/service.js';
import { parseOrRefuse } from '../errors.js';
import { settingsRepository } from './repository.js';
import { publicSiteSettings, siteSettingsSchema, type SiteSettings, type SiteSettingsChanges } from './schema.js';

/** An admin changes the site settings (maintenance mode, contact e-mail, privacy officer); the change and its audit entry land together. */
export async function updateSiteSettings(changes: SiteSettingsChanges, actor: Actor, now = new Date()): Promise<SiteSettings> {
  const current = await settingsRepository.getSiteSettings();
  const next = parseOrRefuse(siteSettingsSchema, { ...current, ...changes, updatedAt: now.toISOString() });
  const audit = auditEntryFor({ actor, action: 'update', entity: 'siteSettings', entityId: 'site', before: current, after: next }, now);
  // Saving what is already there changes nothing, so it leaves no trace either.
  if (audit.fields.length > 0) await settingsRepository.saveSiteSettings(next, audit);
  return publicSiteSettings(next);
}

import type { Actor } from '../../audit/server/service.js';
import { auditEntryFor } from '../../audit/server/service.js';
import { parseOrRefuse, ServiceUnavailableError } from '../../errors.js';
import { logger } from '../../observability/logger.js';
import { settingsRepository } from './repository.js';
import { publicSiteSettings, siteSettingsSchema, type SiteSettings, type SiteSettingsChanges } from '../schema.js';

export const MAINTENANCE_FLAG_ERROR = 'Impossible de mettre à jour le mode maintenance';

/**
 * An admin changes the site settings (maintenance mode, contact e-mail, privacy officer); the change and
 * its audit entry land together. Maintenance mode is also the CDN's switch (the prerendered home is
 * answered by CloudFront, which reads a KeyValueStore): the switch is set first, so a failure leaves
 * both as they were; if the stored write then fails, the switch is put back.
 */
export async function updateSiteSettings(changes: SiteSettingsChanges, actor: Actor, now = new Date()): Promise<SiteSettings> {
  const current = await settingsRepository.getSiteSettings();
  const next = parseOrRefuse(siteSettingsSchema, { ...current, ...changes, updatedAt: now.toISOString() });
  const audit = auditEntryFor({ actor, action: 'update', entity: 'siteSettings', entityId: 'site', before: current, after: next }, now);
  // Written even when the stored value is unchanged: saving the switch again repairs a switch that drifted.
  const switchesFlag = changes.maintenanceMode !== undefined;
  // Loaded on a toggle only: the KeyValueStore client and its SigV4A signer serve no other route.
  const { setMaintenanceFlag } = switchesFlag ? await import('./maintenance-flag.js') : { setMaintenanceFlag: undefined };
  if (setMaintenanceFlag) {
    try {
      await setMaintenanceFlag(next.maintenanceMode);
    } catch (error) {
      logger.error('maintenance flag not written', { error: error instanceof Error ? error.name : 'unknown' });
      throw new ServiceUnavailableError(MAINTENANCE_FLAG_ERROR);
    }
  }
  // Saving what is already there changes nothing, so it leaves no trace either.
  if (audit.fields.length > 0) {
    try {
      await settingsRepository.saveSiteSettings(next, audit);
    } catch (error) {
      if (setMaintenanceFlag && next.maintenanceMode !== current.maintenanceMode) {
        await setMaintenanceFlag(current.maintenanceMode).catch((revert: unknown) =>
          logger.error('maintenance flag differs from the stored setting', { stored: current.maintenanceMode, error: revert instanceof Error ? revert.name : 'unknown' }),
        );
      }
      throw error;
    }
  }
  return publicSiteSettings(next);
}

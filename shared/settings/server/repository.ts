import { outboxItem } from '../../../events/publish.js';
import { SiteSettingsChangedV1 } from '../../../events/site-settings-changed.v1.js';
import type { AuditEntry } from '../../audit/schema.js';
import { db } from '../../db/service.js';
import { assertCommitted } from '../../db/transactions.js';
import { DEFAULT_SITE_SETTINGS, type IntegrationKey, type IntegrationStatus, type SiteSettings } from '../schema.js';

export const settingsRepository = {
  async getSiteSettings(): Promise<SiteSettings> {
    const { data } = await db.entities.siteSettings.get({}).go();
    // Items saved before a field existed read as its default.
    const stored = Object.fromEntries(Object.entries(data ?? {}).filter(([key, value]) => key in DEFAULT_SITE_SETTINGS && value !== undefined));
    return { ...DEFAULT_SITE_SETTINGS, ...stored };
  },

  async hasSiteSettings() {
    const { data } = await db.entities.siteSettings.get({}).go({ attributes: ['maintenanceMode'] });
    return Boolean(data);
  },

  async putSiteSettings(settings: SiteSettings) {
    await db.entities.siteSettings.put({ ...settings, updatedAt: new Date().toISOString() }).go();
  },

  /** The settings, the audit entry of the change and its SiteSettingsChanged event (the fields it changed), in one transaction. */
  async saveSiteSettings(settings: SiteSettings, audit: AuditEntry) {
    const changed = outboxItem(SiteSettingsChangedV1, { fields: audit.fields }, new Date(audit.at));
    const result = await db.transaction
      .write(({ siteSettings, auditEntry, outbox }) => [siteSettings.put(settings).commit(), auditEntry.create(audit).commit(), outbox.create(changed).commit()])
      .go();
    assertCommitted(result, 'Ces réglages ont déjà été enregistrés.');
  },

  /** All integration keys in one Query on their shared partition. */
  async getIntegrationSettings(): Promise<Partial<Record<IntegrationKey, string>>> {
    const { data } = await db.entities.integrationSetting.query.byKey({}).go({ pages: 'all' });
    return Object.fromEntries(data.map((row) => [row.keyName, row.keyValue]));
  },

  /** What the cards show: the status of every saved value (one Query, never the values). */
  async listIntegrationStatuses(): Promise<IntegrationStatus[]> {
    const { data } = await db.entities.integrationStatus.query.byIntegration({}).go({ pages: 'all' });
    return data;
  },

  async getIntegrationStatus(integration: string, field: string): Promise<IntegrationStatus | null> {
    const { data } = await db.entities.integrationStatus.get({ integration, field }).go();
    return data;
  },

  /**
   * A card's values (write-only: plain puts, nothing read back), their statuses and the audit entry,
   * in one transaction.
   */
  async saveIntegration(values: { key: IntegrationKey; value: string }[], statuses: IntegrationStatus[], audit: AuditEntry) {
    const result = await db.transaction
      .write(({ integrationSetting, integrationStatus, auditEntry }) => [
        ...values.map(({ key, value }) => integrationSetting.put({ keyName: key, keyValue: value, updatedAt: audit.at }).commit()),
        ...statuses.map((status) => integrationStatus.put(status).commit()),
        auditEntry.create(audit).commit(),
      ])
      .go();
    assertCommitted(result, 'Cette configuration a été modifiée entre-temps : recommencez.');
  },

  /** A card's values and statuses removed (plain deletes, nothing read back), with the audit entry, in one transaction. */
  async removeIntegration(keys: IntegrationKey[], statuses: { integration: string; field: string }[], audit: AuditEntry) {
    const result = await db.transaction
      .write(({ integrationSetting, integrationStatus, auditEntry }) => [
        ...keys.map((keyName) => integrationSetting.delete({ keyName }).commit()),
        ...statuses.map((status) => integrationStatus.delete(status).commit()),
        auditEntry.create(audit).commit(),
      ])
      .go();
    assertCommitted(result, 'Cette configuration a été modifiée entre-temps : recommencez.');
  },

  async putIntegrationSetting(keyName: IntegrationKey, keyValue: string) {
    await db.entities.integrationSetting.put({ keyName, keyValue, updatedAt: new Date().toISOString() }).go();
  },
};

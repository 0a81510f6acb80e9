import type { AuditEntry } from '../audit/schema.js';
import { db } from '../db/service.js';
import { assertCommitted } from '../db/transactions.js';
import { DEFAULT_SITE_SETTINGS, type IntegrationKey, type SiteSettings } from './schema.js';

export const settingsRepository = {
  async getSiteSettings(): Promise<SiteSettings> {
    const { data } = await db.entities.siteSettings.get({}).go();
    return data ? { maintenanceMode: data.maintenanceMode, contactEmail: data.contactEmail } : DEFAULT_SITE_SETTINGS;
  },

  async hasSiteSettings() {
    const { data } = await db.entities.siteSettings.get({}).go({ attributes: ['maintenanceMode'] });
    return Boolean(data);
  },

  async putSiteSettings(settings: SiteSettings) {
    await db.entities.siteSettings.put({ ...settings, updatedAt: new Date().toISOString() }).go();
  },

  /** The settings and the audit entry of the change, in one transaction. */
  async saveSiteSettings(settings: SiteSettings, audit: AuditEntry) {
    const result = await db.transaction.write(({ siteSettings, auditEntry }) => [siteSettings.put(settings).commit(), auditEntry.create(audit).commit()]).go();
    assertCommitted(result, 'Ces réglages ont déjà été enregistrés.');
  },

  /** All integration keys in one Query on their shared partition. */
  async getIntegrationSettings(): Promise<Partial<Record<IntegrationKey, string>>> {
    const { data } = await db.entities.integrationSetting.query.byKey({}).go({ pages: 'all' });
    return Object.fromEntries(data.map((row) => [row.keyName, row.keyValue]));
  },

  async getIntegrationSetting(keyName: IntegrationKey): Promise<string | undefined> {
    const { data } = await db.entities.integrationSetting.get({ keyName }).go();
    return data?.keyValue;
  },

  async putIntegrationSetting(keyName: IntegrationKey, keyValue: string) {
    await db.entities.integrationSetting.put({ keyName, keyValue, updatedAt: new Date().toISOString() }).go();
  },
};

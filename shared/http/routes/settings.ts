import type { AuditLogEntry } from '../../audit/schema.js';
import type { ComplianceReport } from '../../compliance/report.js';
import type { SiteClaims } from '../../settings/claims.js';
import { siteClaimsSchema, siteSettingsChangesSchema, type SiteSettings, type VisitScheduling } from '../../settings/schema.js';
import { pageQuerySchema, type Page } from '../paging.js';
import { returns, route } from '../route.js';

export const settingsRoutes = {
  getSiteSettings: route({ method: 'GET', path: '/api/site-settings', fn: 'public-api', reply: returns<SiteSettings>(), auth: 'public' }),
  getVisitScheduling: route({ method: 'GET', path: '/api/visit-scheduling', fn: 'public-api', reply: returns<VisitScheduling>(), auth: 'public' }),
  /** The same settings for the back office, never cached: the switch must show what is stored. */
  getAdminSiteSettings: route({ method: 'GET', path: '/api/admin/site-settings', fn: 'admin-api', reply: returns<SiteSettings>(), auth: 'admin' }),
  updateSiteSettings: route({ method: 'PATCH', path: '/api/admin/site-settings', fn: 'admin-api', reply: returns<SiteSettings>(), auth: 'admin', body: siteSettingsChangesSchema }),
  /** The brokerage's figures and guarantees, each figure with its source and date (the sellers and finance-takeover pages). */
  getSiteClaims: route({ method: 'GET', path: '/api/site-claims', fn: 'public-api', reply: returns<SiteClaims>(), auth: 'public' }),
  /** Paramètres → Site: replaces them (the pages that show them are rendered again). */
  updateSiteClaims: route({ method: 'PUT', path: '/api/admin/site-claims', fn: 'admin-api', reply: returns<SiteClaims>(), auth: 'admin', body: siteClaimsSchema }),
  /** 'Conformité': the OACIQ and CASL mentions the agency, its brokers and their listings lack. */
  getComplianceReport: route({ method: 'GET', path: '/api/admin/compliance', fn: 'admin-api', reply: returns<ComplianceReport>(), auth: 'admin' }),
  /** The audit log of admin writes, newest first. */
  listAuditEntries: route({ method: 'GET', path: '/api/admin/audit', fn: 'admin-api', reply: returns<Page<AuditLogEntry>>(), auth: 'admin', query: pageQuerySchema }),
};

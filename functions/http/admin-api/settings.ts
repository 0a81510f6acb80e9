import { auditRepository } from '../../../shared/audit/server/repository.js';
import { complianceReport } from '../../../shared/compliance/server/report.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { settingsRepository } from '../../../shared/settings/server/repository.js';
import { saveSiteClaims } from '../../../shared/settings/server/claims.js';
import { updateSiteSettings } from '../../../shared/settings/server/service.js';

export const settingsAdminOperations = {
  getAdminSiteSettings: async () => ok(await settingsRepository.getSiteSettings(), { 'cache-control': 'private, no-store' }),
  updateSiteSettings: async ({ body, actor }) => ok(await updateSiteSettings(body, actor), { 'cache-control': 'private, no-store' }),
  updateSiteClaims: async ({ body, actor }) => ok(await saveSiteClaims(body, actor), { 'cache-control': 'private, no-store' }),
  getComplianceReport: async () => ok(await complianceReport(), { 'cache-control': 'private, no-store' }),
  listAuditEntries: async ({ query }) => ok(await auditRepository.list(query)),
} satisfies Partial<OperationsOf<'admin-api'>>;

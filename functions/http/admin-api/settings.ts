import { auditRepository } from '../../../shared/audit/repository.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { updateSiteSettings } from '../../../shared/settings/service.js';

export const settingsAdminOperations = {
  updateSiteSettings: async ({ body, actor }) => ok(await updateSiteSettings(body, actor)),
  listAuditEntries: async ({ query }) => ok(await auditRepository.list(query)),
} satisfies Partial<OperationsOf<'admin-api'>>;

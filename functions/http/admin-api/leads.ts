import { noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { toAdminLead } from '../../../shared/leads/api.js';
import { deleteLead, getLeadDetail, updateLead } from '../../../shared/leads/server/admin-service.js';
import { leadRepository } from '../../../shared/leads/server/repository.js';

export const leadAdminOperations = {
  listLeads: async ({ query }) => {
    const page = await leadRepository.listForAdmin(query);
    return ok({ items: page.items.map(toAdminLead), cursor: page.cursor });
  },
  getLeadStats: async () => ok(await leadRepository.stats()),
  getLead: async ({ params }) => ok(await getLeadDetail(params.id)),
  updateLead: async ({ params, body, actor }) => ok(await updateLead(params.id, body, actor)),
  deleteLead: async ({ params, actor }) => {
    await deleteLead(params.id, actor);
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;

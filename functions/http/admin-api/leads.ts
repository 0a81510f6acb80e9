import { NotFoundError } from '../../../shared/errors.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { leadRepository } from '../../../shared/leads/repository.js';

export const leadAdminOperations = {
  listLeads: async ({ query }) => ok(await leadRepository.listNewest(query)),
  getLead: async ({ params }) => {
    const lead = await leadRepository.get(params.id);
    if (!lead) throw new NotFoundError('Lead introuvable.');
    return ok(lead);
  },
} satisfies Partial<OperationsOf<'admin-api'>>;

import { leadRepository } from '../../shared/leads/repository.js';
import { requireActiveAdminProfile } from '../../shared/http/admin-check.js';
import { NotFoundError } from '../../shared/errors.js';
import { httpHandler, ok } from '../../shared/http/handler.js';
import type { PageQuery } from '../../shared/http/paging.js';

export const handler = httpHandler(
  'admin-api',
  {
    listLeads: async ({ query }) => ok(await leadRepository.listNewest(query as PageQuery)),
    getLead: async ({ params }) => {
      const lead = await leadRepository.get(params.id ?? '');
      if (!lead) throw new NotFoundError('Lead introuvable.');
      return ok(lead);
    },
  },
  { checkAdmin: requireActiveAdminProfile },
);

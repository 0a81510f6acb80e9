import { z } from 'zod';
import { leadRepository } from '../../shared/db/repositories/leads.js';
import { requireActiveAdminProfile } from '../../shared/http/admin-check.js';
import { NotFoundError } from '../../shared/http/errors.js';
import { httpHandler, ok, validationError } from '../../shared/http/handler.js';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit doit être entre 1 et 100').max(100, 'limit doit être entre 1 et 100').default(50),
  cursor: z.string().max(2000).optional(),
});

export const handler = httpHandler(
  'admin-api',
  {
    listLeads: async ({ query }) => {
      const parsed = pageQuery.safeParse(query);
      if (!parsed.success) throw validationError(parsed.error);
      return ok(await leadRepository.listNewest(parsed.data));
    },
    getLead: async ({ params }) => {
      const lead = await leadRepository.get(params.id ?? '');
      if (!lead) throw new NotFoundError('Lead introuvable.');
      return ok(lead);
    },
  },
  { checkAdmin: requireActiveAdminProfile },
);

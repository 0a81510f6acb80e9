import { created } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { createContactLead, createExitPopupLead, createSellerLead } from '../../../shared/leads/service.js';

export const leadOperations = {
  createSellerLead: async ({ body }) => {
    const lead = await createSellerLead(body);
    return created({ id: lead.id, status: lead.status, syncStatus: lead.syncStatus, createdAt: lead.createdAt });
  },
  createExitPopupLead: async ({ body }) => {
    const lead = await createExitPopupLead(body);
    return created({ id: lead.id, status: lead.status, syncStatus: lead.syncStatus, createdAt: lead.createdAt });
  },
  createContactLead: async ({ body }) => {
    const lead = await createContactLead(body);
    return created({ id: lead.id, status: lead.status, syncStatus: lead.syncStatus, createdAt: lead.createdAt });
  },
} satisfies Partial<OperationsOf<'public-api'>>;

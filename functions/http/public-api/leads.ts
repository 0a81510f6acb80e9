import { created } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { toCreatedLead } from '../../../shared/leads/api.js';
import { createContactLead, createExitPopupLead, createSellerLead } from '../../../shared/leads/server/service.js';

export const leadOperations = {
  createSellerLead: async ({ body }) => created(toCreatedLead(await createSellerLead(body))),
  createExitPopupLead: async ({ body }) => created(toCreatedLead(await createExitPopupLead(body))),
  createContactLead: async ({ body }) => created(toCreatedLead(await createContactLead(body))),
} satisfies Partial<OperationsOf<'public-api'>>;

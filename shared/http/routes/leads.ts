import * as z from 'zod/mini';
import { decoyCreated } from '../decoys.js';
import { formGuardFields } from '../../abuse/form-guard.js';
import { contactFormSchema } from '../../leads/contact-form.js';
import { exitPopupFormSchema } from '../../leads/exit-popup.js';
import { sellerLeadFormSchema } from '../../leads/schema.js';
import { adminLeadsQuerySchema, leadChangesSchema, type AdminLead, type AdminLeadDetail, type CreatedLead } from '../../leads/api.js';
import type { LeadStats } from '../../leads/counters.js';
import type { Page } from '../paging.js';
import { returns, route } from '../route.js';

export const leadRoutes = {
  createSellerLead: route({
    method: 'POST',
    path: '/api/leads',
    fn: 'public-api',
    reply: returns<CreatedLead>(),
    auth: 'public',
    body: z.extend(sellerLeadFormSchema, formGuardFields),
    guard: { scope: 'seller-lead', decoy: decoyCreated({ status: 'new', syncStatus: 'pending' }) },
  }),
  createExitPopupLead: route({
    method: 'POST',
    path: '/api/leads/exit-popup',
    fn: 'public-api',
    reply: returns<CreatedLead>(),
    auth: 'public',
    body: z.extend(exitPopupFormSchema, formGuardFields),
    guard: { scope: 'exit-popup', decoy: decoyCreated({ status: 'new', syncStatus: 'pending' }) },
  }),
  /** The /contact form: a buyer lead (acheteur, contact-form), guarded like every public write. */
  createContactLead: route({
    method: 'POST',
    path: '/api/leads/contact',
    fn: 'public-api',
    reply: returns<CreatedLead>(),
    auth: 'public',
    body: z.extend(contactFormSchema, formGuardFields),
    guard: { scope: 'contact', decoy: decoyCreated({ status: 'new', syncStatus: 'pending' }) },
  }),
  /** The back office's list: newest first, search on name or e-mail, type filter (all, acheteur, vendeur), paged. */
  listLeads: route({ method: 'GET', path: '/api/admin/leads', fn: 'admin-api', reply: returns<Page<AdminLead>>(), auth: 'admin', query: adminLeadsQuerySchema }),
  /** The four counters: total, created today (Quebec day), buyers, sellers. Declared before {id}, which would match it locally. */
  getLeadStats: route({ method: 'GET', path: '/api/admin/leads/stats', fn: 'admin-api', reply: returns<LeadStats>(), auth: 'admin' }),
  /** One lead with its dated status history and the names of its broker and property. */
  getLead: route({ method: 'GET', path: '/api/admin/leads/{id}', fn: 'admin-api', reply: returns<AdminLeadDetail>(), auth: 'admin' }),
  /** Follow-up: status workflow, notes, broker, property; stale `expectedUpdatedAt` → 409. */
  updateLead: route({ method: 'PATCH', path: '/api/admin/leads/{id}', fn: 'admin-api', reply: returns<AdminLeadDetail>(), auth: 'admin', body: leadChangesSchema }),
  /** Erasure on request (Law 25). */
  deleteLead: route({ method: 'DELETE', path: '/api/admin/leads/{id}', fn: 'admin-api', reply: returns<void>(), auth: 'admin' }),
};

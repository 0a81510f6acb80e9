import { decoyCreated } from '../decoys.js';
import { formGuardFields } from '../../abuse/form-guard.js';
import { contactFormSchema } from '../../leads/contact-form.js';
import { exitPopupFormSchema } from '../../leads/exit-popup.js';
import { sellerLeadFormSchema } from '../../leads/schema.js';
import { pageQuerySchema } from '../paging.js';
import { route } from '../route.js';

export const leadRoutes = {
  createSellerLead: route({
    method: 'POST',
    path: '/api/leads',
    fn: 'public-api',
    auth: 'public',
    body: sellerLeadFormSchema.extend(formGuardFields),
    guard: { scope: 'seller-lead', decoy: decoyCreated({ status: 'new', syncStatus: 'pending' }) },
  }),
  createExitPopupLead: route({
    method: 'POST',
    path: '/api/leads/exit-popup',
    fn: 'public-api',
    auth: 'public',
    body: exitPopupFormSchema.extend(formGuardFields),
    guard: { scope: 'exit-popup', decoy: decoyCreated({ status: 'new', syncStatus: 'pending' }) },
  }),
  /** The /contact form: a buyer lead (acheteur, contact-form), guarded like every public write. */
  createContactLead: route({
    method: 'POST',
    path: '/api/leads/contact',
    fn: 'public-api',
    auth: 'public',
    body: contactFormSchema.extend(formGuardFields),
    guard: { scope: 'contact', decoy: decoyCreated({ status: 'new', syncStatus: 'pending' }) },
  }),
  listLeads: route({ method: 'GET', path: '/api/admin/leads', fn: 'admin-api', auth: 'admin', query: pageQuerySchema }),
  getLead: route({ method: 'GET', path: '/api/admin/leads/{id}', fn: 'admin-api', auth: 'admin' }),
};

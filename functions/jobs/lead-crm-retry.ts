import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Hourly: queues a LeadSyncRequested for each lead whose CRM sync failed because RealHub could not be
 * reached (bounded per run), so a CRM down longer than the bus's retries still gets its leads.
 * Its code (./lead-crm-retry/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./lead-crm-retry/handler.js'));

import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * LeadCreated → sales CRM (Follow Up Boss), when its key is saved. Once per event (runOnce; its marker
 * is released when the work throws, so the bus's retry runs again). A final refusal (4xx) is logged and
 * counted, not retried; FUB still unavailable after the client's retries throws (bus retry, then DLQ).
 * A lead sent is remembered by a marker item (not on the lead: the spec has no field for it), so it is sent once.
 * Its code (./sales-crm-sync/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./sales-crm-sync/handler.js'));

import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Lead → lead CRM (RealHub). Idempotent on the event id (runOnce releases its marker when the work
 * throws, so a redelivery runs again), and on the lead at RealHub (idempotency key = lead id): one CRM
 * record per lead whatever the redeliveries. A CRM still unavailable after the client's retries throws:
 * the bus retries (maxAttempts), then dead-letters; a final refusal (4xx) is recorded, not retried.
 * Its code (./lead-crm-sync/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./lead-crm-sync/handler.js'));

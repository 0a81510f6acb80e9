import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { parseEvent, type BusEvent } from '../../events/envelope.js';
import { runOnce } from '../../shared/db/processed-events.js';
import { syncLeadToCrm } from '../../shared/leads/crm-sync.js';
import { logger } from '../../shared/observability/logger.js';

/** LeadCreated → lead CRM. Idempotent on the event id; a throw makes the bus retry, then dead-letter. */
export const handler = async (event: BusEvent) => {
  const envelope = parseEvent(LeadCreatedV1, event);
  const run = await runOnce('lead-crm-sync', envelope.id, () => syncLeadToCrm(envelope.data.leadId));
  logger.info('lead-crm-sync', { eventId: envelope.id, leadId: envelope.data.leadId, outcome: run.duplicate ? 'duplicate' : run.result });
  return run.duplicate ? 'duplicate' : run.result;
};

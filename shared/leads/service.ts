import { randomUUID } from 'node:crypto';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { outboxItem } from '../../events/publish.js';
import { leadRepository } from './repository.js';
import { sellerLeadFromForm } from './rules.js';
import type { SellerLeadForm } from './schema.js';

/** Creates a seller lead, status new and sync pending, and publishes LeadCreated with it. */
export async function createSellerLead(form: SellerLeadForm, now = new Date()) {
  const lead = {
    id: randomUUID(),
    ...sellerLeadFromForm(form),
    createdAt: now.toISOString(),
    syncStatus: 'pending' as const,
  };
  const event = outboxItem(LeadCreatedV1, { leadId: lead.id, leadType: lead.leadType, source: lead.source }, now);
  await leadRepository.createWithEvent(lead, event);
  return lead;
}

import { randomUUID } from 'node:crypto';
import { LeadCreatedV1 } from '../../../events/lead-created.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { contactLeadFromForm, type ContactForm } from '../contact-form.js';
import { exitPopupLeadFromForm, type ExitPopupForm } from '../exit-popup.js';
import { leadRepository } from './repository.js';
import { sellerLeadFromForm } from '../rules.js';
import type { Lead, SellerLeadForm } from '../schema.js';

export type NewLead = Omit<Lead, 'id' | 'createdAt' | 'syncStatus' | 'syncError' | 'syncedAt' | 'realhubId' | 'updatedAt'>;

/**
 * Stores a lead, sync pending, and publishes LeadCreated with it: the one create path of every public
 * form (and of the demo seed, which gives stable ids), so the back office's counters move with each lead.
 */
export async function createLead(fields: NewLead, now = new Date(), id: string = randomUUID()): Promise<Lead> {
  const { lead, event } = newLead(fields, now, id);
  await leadRepository.createWithEvent(lead, event);
  return lead;
}

/**
 * A new lead and its LeadCreated event, for a caller that writes them in its own transaction with
 * `leadRepository.createWrites` (the visit completion: lead, appointment and both events at once).
 */
export function newLead(fields: NewLead, now = new Date(), id: string = randomUUID()) {
  const lead: Lead = { id, ...fields, createdAt: now.toISOString(), syncStatus: 'pending' };
  const event = outboxItem(LeadCreatedV1, { leadId: lead.id, leadType: lead.leadType, source: lead.source }, now);
  return { lead, event };
}

export const createSellerLead = (form: SellerLeadForm, now = new Date()) => createLead(sellerLeadFromForm(form), now);
export const createExitPopupLead = (form: ExitPopupForm, now = new Date()) => createLead(exitPopupLeadFromForm(form), now);

/** A visitor's message from /contact; the property it is about is named only if it is still active. */
export async function createContactLead(form: ContactForm, now = new Date()): Promise<Lead> {
  const [property] = form.propertyId ? await propertyRepository.summaries([form.propertyId]) : [];
  return createLead(contactLeadFromForm(form, property?.isActive ? { id: property.id, title: property.title } : null), now);
}

import { LeadChangedV1 } from '../../../events/lead-changed.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { toAdminLead, type AdminLeadDetail, type LeadChanges, type LeadSyncResult } from '../api.js';
import { INTERACTIVE_RETRY_POLICY, type RetryPolicy } from '../../integrations/server/http.js';
import { attemptCrmSync } from './crm-sync.js';
import { LEAD_AGENT_GONE, LEAD_CHANGED, LEAD_NOT_FOUND, LEAD_PROPERTY_GONE, leadRepository, type LeadPatch } from './repository.js';
import type { Lead } from '../schema.js';
import { canMoveLead, refusedMoveMessage, statusHistoryEntry } from '../workflow.js';

/** What the bus carries of a lead: no personal data (consumers read the lead by id). */
const summary = (lead: Lead) => ({ leadType: lead.leadType, status: lead.status, createdAt: lead.createdAt });
/** What the audit log keeps of a lead: the admin's follow-up, notes masked (they may name people; Law 25). */
const auditView = (lead: Lead) => ({ status: lead.status, notes: lead.notes, assignedAgentId: lead.assignedAgentId, propertyId: lead.propertyId });

async function withLinks(lead: Lead): Promise<AdminLeadDetail> {
  const { agent, property } = await leadRepository.linksExist({ agentId: lead.assignedAgentId, propertyId: lead.propertyId });
  return { ...toAdminLead(lead), assignedAgent: agent, property };
}

async function existing(id: string) {
  const lead = await leadRepository.get(id);
  if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
  return lead;
}

export const getLeadDetail = async (id: string) => withLinks(await existing(id));

/**
 * An admin's follow-up: a status move allowed by the workflow (dated in the lead's history), notes, the
 * assigned broker and the linked property (each must exist). Refused with a 409 if the lead changed
 * since `expectedUpdatedAt` was read; audited and published in the same transaction.
 */
export async function updateLead(id: string, changes: LeadChanges, actor: Actor, now = new Date()): Promise<AdminLeadDetail> {
  const current = await existing(id);
  if ((current.updatedAt ?? null) !== changes.expectedUpdatedAt) throw new ConflictError(LEAD_CHANGED);
  const at = now.toISOString();
  const next: Lead = { ...current };
  if (changes.status !== undefined && changes.status !== current.status) {
    if (!canMoveLead(current.status, changes.status)) throw new ValidationError(refusedMoveMessage(current.status, changes.status));
    next.status = changes.status;
    next.statusHistory = [...(current.statusHistory ?? []), statusHistoryEntry({ status: changes.status, at })];
  }
  if (changes.notes !== undefined) next.notes = changes.notes?.trim() || undefined;
  if (changes.assignedAgentId !== undefined) next.assignedAgentId = changes.assignedAgentId ?? undefined;
  if (changes.propertyId !== undefined) next.propertyId = changes.propertyId ?? undefined;

  const audit = auditEntryFor({ actor, action: 'update', entity: 'lead', entityId: id, before: auditView(current), after: auditView(next), secretFields: ['notes'] }, now);
  if (audit.fields.length === 0) return withLinks(current);
  const found = await leadRepository.linksExist({ agentId: next.assignedAgentId, propertyId: next.propertyId });
  if (next.assignedAgentId !== current.assignedAgentId && next.assignedAgentId && !found.agent) throw new ValidationError(LEAD_AGENT_GONE);
  if (next.propertyId !== current.propertyId && next.propertyId && !found.property) throw new ValidationError(LEAD_PROPERTY_GONE);

  // Only what changed is written (a newly linked broker or property is checked again at commit time).
  const patch: LeadPatch = { set: { updatedAt: at }, remove: [] };
  if (next.status !== current.status) Object.assign(patch.set, { status: next.status, statusHistory: next.statusHistory });
  for (const field of ['notes', 'assignedAgentId', 'propertyId'] as const) {
    if (next[field] === current[field]) continue;
    if (next[field] === undefined) patch.remove.push(field);
    else patch.set[field] = next[field];
  }
  const updated = { ...next, updatedAt: at };
  const event = outboxItem(LeadChangedV1, { leadId: id, change: 'updated', before: summary(current), after: summary(updated) }, now);
  await leadRepository.applyChanges(current, patch, audit, event);
  return { ...toAdminLead(updated), assignedAgent: found.agent, property: found.property };
}

/** Erases a lead (Law 25): the audit entry and the event keep no personal data. */
export async function deleteLead(id: string, actor: Actor, now = new Date()) {
  const lead = await existing(id);
  const trace = { leadType: lead.leadType, status: lead.status, source: lead.source, createdAt: lead.createdAt };
  const audit = auditEntryFor({ actor, action: 'delete', entity: 'lead', entityId: id, before: trace, after: null }, now);
  const event = outboxItem(LeadChangedV1, { leadId: id, change: 'deleted', before: summary(lead), after: null }, now);
  await leadRepository.remove(lead, audit, event);
}

/**
 * 'Relancer la synchronisation' (integrations-api: it reads the CRM key): the same CRM sync a new lead
 * gets, sent now, and its honest outcome with the reason of a failure (never thrown: the admin reads it).
 * Behind a button: the interactive retry policy by default, so the admin gets an answer within ~10 s.
 */
export async function resyncLead(id: string, now = new Date(), policy: RetryPolicy = INTERACTIVE_RETRY_POLICY): Promise<LeadSyncResult> {
  await existing(id);
  const result = await attemptCrmSync(id, { now, policy });
  return { outcome: result.outcome, error: result.error ?? null, lead: await getLeadDetail(id) };
}

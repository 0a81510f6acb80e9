import { randomUUID } from 'node:crypto';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError, ValidationError, parseOrRefuse } from '../../errors.js';
import { publicationRefusal } from '../mentions.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { agentRepository } from './repository.js';
import { agentInputSchema, agentSchema, type Agent, type AgentChanges, type AgentInput } from '../schema.js';

export const AGENT_NOT_FOUND = 'Courtier introuvable.';

export async function addAgent(input: AgentInput, actor: Actor, now = new Date()): Promise<Agent> {
  const { imageUrl, ...fields } = agentInputSchema.parse(input);
  const agent = agentSchema.parse({ ...fields, ...(imageUrl ? { imageUrl } : {}), id: randomUUID(), createdAt: now.toISOString(), updatedAt: now.toISOString() });
  refuseWithoutMentions(agent);
  const audit = auditEntryFor({ actor, action: 'create', entity: 'agent', entityId: agent.id, before: null, after: agent }, now);
  await agentRepository.create(agent, audit);
  return agent;
}

/** An edit (flags included): the merged agent is validated and its index keys re-derived. */
export async function updateAgent(id: string, changes: AgentChanges, actor: Actor, now = new Date()): Promise<Agent> {
  const current = await agentRepository.get(id);
  if (!current) throw new NotFoundError(AGENT_NOT_FOUND);
  // An empty photo address removes the portrait.
  const next = parseOrRefuse(agentSchema, { ...current, ...changes, ...(changes.imageUrl === '' ? { imageUrl: undefined } : {}), updatedAt: now.toISOString() });
  // A broker shown on the site is saved only with his mentions (a legacy one lacking them is asked for them on his next edit).
  refuseWithoutMentions(next);
  const audit = auditEntryFor({ actor, action: 'update', entity: 'agent', entityId: id, before: current, after: next }, now);
  if (audit.fields.length === 0) return current;
  await agentRepository.replace(next, current, audit);
  return next;
}

/** A broker shown on the site (active) must carry the OACIQ's mentions (mentions.ts); an inactive one may lack them. */
function refuseWithoutMentions(agent: Agent) {
  const refusal = publicationRefusal(agent);
  if (refusal) throw new ValidationError(refusal);
}

/**
 * Deletes an agent and its property links. An active property must keep its primary agent: deleting
 * that agent is refused with a message naming the properties, so the admin first picks another one.
 */
export async function deleteAgent(id: string, actor: Actor, now = new Date()) {
  const agent = await agentRepository.get(id);
  if (!agent) throw new NotFoundError(AGENT_NOT_FOUND);
  const links = await agentRepository.links(id);
  const primaryOf = await propertyRepository.summaries(links.filter((l) => l.isPrimary).map((l) => l.propertyId));
  const active = primaryOf.filter((p) => p.isActive).map((p) => `« ${p.title} »`);
  if (active.length > 0) {
    throw new ConflictError(
      `Impossible de supprimer ce courtier : il est le courtier principal de ${active.join(', ')}. Choisissez d'abord un autre courtier principal.`,
    );
  }
  const audit = auditEntryFor({ actor, action: 'delete', entity: 'agent', entityId: id, before: agent, after: null }, now);
  await agentRepository.remove(agent, links, audit);
}

import type { AuditEntry } from '../../audit/schema.js';
import { sameVersion } from '../../db/model.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { db } from '../../db/service.js';
import { assertCommitted } from '../../db/transactions.js';
import { ConflictError } from '../../errors.js';
import type { PublicAgent } from '../api.js';
import { PUBLIC_AGENT_FIELDS } from '../api.js';
import { agentKeys } from '../keys.js';
import { agentSchema, type Agent } from '../schema.js';
import { SITE_COUNTER_ID, activeDelta } from '../../stats/counters.js';
import { agentChangedEvent, sameAgent } from './change-event.js';

type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
/** The site counter's share of a transaction, appended last; nothing when the active count does not move. */
const countActive = (siteCounter: TransactionEntities['siteCounter'], delta: number) =>
  delta === 0 ? [] : [siteCounter.update({ counter: SITE_COUNTER_ID }).add({ activeAgents: delta }).commit()];

export const AGENT_CHANGED = 'Ce courtier a été modifié entre-temps : rechargez la liste puis recommencez.';

/** The stored item: the agent and the index keys derived from it (the only way items are built). */
const toItem = (agent: Agent) => ({ ...agent, ...agentKeys(agent) });

export const agentRepository = {
  /** Writes the agent, new or over an existing one (the seed), moving the active count by what changes. */
  async save(agent: Agent, now = new Date()) {
    for (let attempt = 1; ; attempt++) {
      const { data: row } = await db.entities.agent.get({ id: agent.id }).go({ consistent: true });
      const previous = row ? agentSchema.parse(row) : null;
      const next = { ...agent, updatedAt: now.toISOString() };
      // A re-save that changes nothing (the seed at each start) tells nobody.
      const changed = !previous || !sameAgent(previous, next);
      const result = await db.transaction
        .write(({ agent: a, siteCounter, outbox }) => [
          a.put(toItem(next))
            .where((attr, op) => (previous ? op.eq(attr.isActive, previous.isActive) : op.notExists(attr.id)))
            .commit(),
          ...countActive(siteCounter, activeDelta(previous, agent)),
          ...(changed ? [outbox.create(agentChangedEvent(agent.id, previous, next, now)).commit()] : []),
        ])
        .go();
      if (!result.canceled || attempt === 3) return assertCommitted(result, AGENT_CHANGED);
    }
  },

  async get(id: string): Promise<Agent | null> {
    const { data } = await db.entities.agent.get({ id }).go({ consistent: true });
    return data ? agentSchema.parse(data) : null;
  },

  /** Every agent by name (the admin list; a brokerage has dozens, not thousands). */
  /** Every agent, active or not, by name, a page at a time. */
  async listAll(options: { limit: number; cursor?: string | null }): Promise<{ items: Agent[]; cursor: string | null }> {
    const { data, cursor } = await db.entities.agent.query
      .all({})
      .go({ limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map((row) => agentSchema.parse(row)), cursor };
  },

  /** The agent's property links: which properties, and whether it is their primary agent. */
  async links(agentId: string) {
    const { data } = await db.entities.propertyAgent.query.byAgent({ agentId }).go({ pages: 'all' });
    return data;
  },

  async create(agent: Agent, audit: AuditEntry) {
    const result = await db.transaction
      .write(({ agent: a, auditEntry, siteCounter, outbox }) => [
        a.create(toItem(agent)).commit(),
        auditEntry.create(audit).commit(),
        ...countActive(siteCounter, activeDelta(null, agent)),
        outbox.create(agentChangedEvent(agent.id, null, agent)).commit(),
      ])
      .go();
    assertCommitted(result, 'Ce courtier existe déjà.');
  },

  /** Writes the whole agent, index keys re-derived, if it is still as it was read; with its audit entry. */
  async replace(next: Agent, previous: Agent, audit: AuditEntry) {
    const result = await db.transaction
      .write(({ agent, auditEntry, siteCounter, outbox }) => [
        agent
          .put(toItem(next))
          .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt))
          .commit(),
        auditEntry.create(audit).commit(),
        ...countActive(siteCounter, activeDelta(previous, next)),
        outbox.create(agentChangedEvent(next.id, previous, next)).commit(),
      ])
      .go();
    if (result.canceled) throw new ConflictError(AGENT_CHANGED);
  },

  /**
   * Deletes the agent, its property links and writes the audit entry, in one transaction. Where it was a
   * property's primary agent, the property must still be inactive when the transaction commits.
   */
  async remove(agent: Agent, links: { propertyId: string; isPrimary: boolean }[], audit: AuditEntry) {
    const result = await db.transaction
      .write(({ agent: a, propertyAgent, property, auditEntry, siteCounter, outbox }) => [
        // Deleted as read (active or not), so the count moves by what was really removed.
        a.delete({ id: agent.id })
          .where((attr, op) => `${agent.updatedAt ? op.eq(attr.updatedAt, agent.updatedAt) : op.exists(attr.id)} AND ${op.eq(attr.isActive, agent.isActive)}`)
          .commit(),
        ...links.map((l) => propertyAgent.delete({ propertyId: l.propertyId, agentId: agent.id }).commit()),
        ...links.filter((l) => l.isPrimary).map((l) => property.check({ id: l.propertyId }).where((attr, op) => op.eq(attr.isActive, false)).commit()),
        auditEntry.create(audit).commit(),
        ...countActive(siteCounter, activeDelta(agent, null)),
        outbox.create(agentChangedEvent(agent.id, agent, null)).commit(),
      ])
      .go();
    if (result.canceled) throw new ConflictError(AGENT_CHANGED);
  },

  /** One active agent's public fields (the broker profile); null when unknown or inactive. */
  async getActive(id: string): Promise<PublicAgent | null> {
    const { data } = await db.entities.agent.get({ id }).go({ attributes: [...PUBLIC_AGENT_FIELDS, 'isActive'] });
    if (!data?.isActive) return null;
    const { isActive: _, ...agent } = data;
    return agent;
  },

  /** Active agents, co-presidents first then by name: one Query on the sorted index. */
  async listActive(): Promise<PublicAgent[]> {
    const { data } = await db.entities.agent.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: [...PUBLIC_AGENT_FIELDS] });
    return data;
  },
};

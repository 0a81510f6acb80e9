import { db } from '../db/service.js';
import type { PublicAgent } from './api.js';
import { PUBLIC_AGENT_FIELDS } from './api.js';
import { agentKeys } from './keys.js';
import type { Agent } from './schema.js';

/** The stored item: the agent and the index keys derived from it (the only way items are built). */
const toItem = (agent: Agent) => ({ ...agent, ...agentKeys(agent) });

export const agentRepository = {
  async save(agent: Agent, now = new Date()) {
    await db.entities.agent.put(toItem({ ...agent, updatedAt: now.toISOString() })).go();
  },

  /** Active agents, co-presidents first then by name: one Query on the sorted index. */
  async listActive(): Promise<PublicAgent[]> {
    const { data } = await db.entities.agent.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: [...PUBLIC_AGENT_FIELDS] });
    return data;
  },
};

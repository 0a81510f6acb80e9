import { db } from '../db/entities.js';
import { foldForSearch } from '../properties/labels.js';
import type { Agent } from './schema.js';
import type { PublicAgent } from './api.js';

export function agentKeys(a: Pick<Agent, 'name' | 'isActive' | 'isPresident'>) {
  return {
    listState: a.isActive ? 'active' : 'inactive',
    presidentRank: a.isPresident ? '0' : '1',
    sortName: foldForSearch(a.name),
  };
}

export const agentRepository = {
  async save(agent: Agent) {
    await db.entities.agent.put({ ...agent, ...agentKeys(agent), updatedAt: new Date().toISOString() }).go();
  },
};

const AGENT_PUBLIC = ['id', 'name', 'title', 'specialty', 'languages', 'achievements', 'bio', 'phone', 'email', 'imageUrl', 'isPresident', 'calendlyUrl', 'agencyName', 'createdAt'] as const;

export const agentReads = {
  /** Active brokers, co-presidents first then by name: one Query on the sorted index. */
  async listActive(): Promise<PublicAgent[]> {
    const { data } = await db.entities.agent.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: [...AGENT_PUBLIC] });
    return data as PublicAgent[];
  },
};

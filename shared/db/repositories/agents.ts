import { db } from '../entities.js';
import { foldForSearch } from '../../domain/properties/labels.js';
import type { Agent } from '../../domain/agents/schema.js';

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

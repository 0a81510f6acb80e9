import { AgentChangedV1 } from '../../../events/agent-changed.v1.js';
import { outboxItem } from '../../../events/publish.js';
import type { Agent } from '../schema.js';

const summary = (a: Agent) => ({ name: a.name, isActive: a.isActive, createdAt: a.createdAt });

/** The AgentChanged outbox item of a write, for the same transaction: null before = created, null after = deleted. */
export function agentChangedEvent(id: string, before: Agent | null, after: Agent | null, now = new Date()) {
  const change = !before ? 'created' : !after ? 'deleted' : 'updated';
  return outboxItem(AgentChangedV1, { agentId: id, change, before: before && summary(before), after: after && summary(after) }, now);
}

/** Whether a re-save (the seed) changes anything a reader sees: updatedAt alone is not a change. */
export const sameAgent = (a: Agent, b: Agent) => JSON.stringify({ ...a, updatedAt: '' }) === JSON.stringify({ ...b, updatedAt: '' });

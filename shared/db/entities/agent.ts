import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr } from '../model.js';
import type { AgentDerivedKey } from '../../agents/keys.js';
import { agentSchema, type Agent } from '../../agents/schema.js';

/** Stored attributes: the schema's fields, plus the index keys that keys.ts derives on every write. */
export const AgentEntity = new Entity({
  model: model('agent'),
  attributes: { ...attributesOf(agentSchema), listState: reqStr, presidentRank: reqStr, sortName: reqStr },
  indexes: {
    byId: primary(['id']),
    byListState: gsi('gsi1', ['listState'], ['presidentRank', 'sortName']),
    all: gsi('gsi2', [], ['sortName']),
  },
});
entityMatchesSchema<typeof AgentEntity, Agent, AgentDerivedKey>(true);

import { Entity } from 'electrodb';
import { entityMatchesSchema, gsi, model, primary, reqBool, reqStr, reqStrList, str } from '../db/model.js';
import type { AgentDerivedKey } from './keys.js';
import type { Agent } from './schema.js';

export const AgentEntity = new Entity({
  model: model('agent'),
  attributes: {
    id: reqStr,
    name: reqStr,
    title: str,
    specialty: str,
    languages: reqStrList,
    achievements: reqStrList,
    bio: str,
    phone: str,
    email: reqStr,
    imageUrl: str,
    isActive: reqBool,
    isPresident: reqBool,
    calendlyUrl: str,
    agencyName: str,
    createdAt: reqStr,
    updatedAt: str,
    // Derived by keys.ts on every write.
    listState: reqStr,
    presidentRank: reqStr,
    sortName: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    byListState: gsi('gsi1', ['listState'], ['presidentRank', 'sortName']),
    all: gsi('gsi2', [], ['sortName']),
  },
});
entityMatchesSchema<typeof AgentEntity, Agent, AgentDerivedKey>(true);

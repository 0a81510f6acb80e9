import { agentRepository } from '../../../shared/agents/repository.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { SHORT_CACHE } from './cache.js';

export const agentOperations = {
  listAgents: async () => ok({ items: await agentRepository.listActive() }, SHORT_CACHE),
} satisfies Partial<OperationsOf<'public-api'>>;

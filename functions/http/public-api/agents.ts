import { agentRepository } from '../../../shared/agents/server/repository.js';
import { AGENT_NOT_FOUND } from '../../../shared/agents/server/service.js';
import { NotFoundError } from '../../../shared/errors.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { SHORT_CACHE } from './cache.js';

export const agentOperations = {
  listAgents: async () => ok({ items: await agentRepository.listActive() }, SHORT_CACHE),
  getAgent: async ({ params }) => {
    const agent = await agentRepository.getActive(params.id);
    if (!agent) throw new NotFoundError(AGENT_NOT_FOUND);
    return ok(agent, SHORT_CACHE);
  },
} satisfies Partial<OperationsOf<'public-api'>>;

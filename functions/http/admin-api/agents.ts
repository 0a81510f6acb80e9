import { agentRepository } from '../../../shared/agents/server/repository.js';
import { addAgent, deleteAgent, updateAgent } from '../../../shared/agents/server/service.js';
import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const agentAdminOperations = {
  listAllAgents: async ({ query }) => ok(await agentRepository.listAll(query)),
  addAgent: async ({ body, actor }) => created(await addAgent(body, actor)),
  updateAgent: async ({ params, body, actor }) => ok(await updateAgent(params.id, body, actor)),
  deleteAgent: async ({ params, actor }) => {
    await deleteAgent(params.id, actor);
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;

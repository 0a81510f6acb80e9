import { agentRepository } from '../../../shared/agents/repository.js';
import { addAgent, deleteAgent, updateAgent } from '../../../shared/agents/service.js';
import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const agentAdminOperations = {
  listAllAgents: async () => ok({ items: await agentRepository.listAll() }),
  addAgent: async ({ body, claims }) => created(await addAgent(body, { id: String(claims.sub) })),
  updateAgent: async ({ params, body, claims }) => ok(await updateAgent(params.id, body, { id: String(claims.sub) })),
  deleteAgent: async ({ params, claims }) => {
    await deleteAgent(params.id, { id: String(claims.sub) });
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;

import { agentChangesSchema, agentInputSchema } from '../../agents/schema.js';
import { pageQuerySchema } from '../paging.js';
import { route } from '../route.js';

export const agentRoutes = {
  listAgents: route({ method: 'GET', path: '/api/agents', fn: 'public-api', auth: 'public' }),
  /** The broker profile: one active agent's public fields; unknown or inactive → 404. */
  getAgent: route({ method: 'GET', path: '/api/agents/{id}', fn: 'public-api', auth: 'public' }),
  /** 'Gestion des courtiers': every agent, active or not, by name. */
  listAllAgents: route({ method: 'GET', path: '/api/admin/agents', fn: 'admin-api', auth: 'admin', query: pageQuerySchema }),
  addAgent: route({ method: 'POST', path: '/api/admin/agents', fn: 'admin-api', auth: 'admin', body: agentInputSchema }),
  updateAgent: route({ method: 'PATCH', path: '/api/admin/agents/{id}', fn: 'admin-api', auth: 'admin', body: agentChangesSchema }),
  deleteAgent: route({ method: 'DELETE', path: '/api/admin/agents/{id}', fn: 'admin-api', auth: 'admin' }),
};

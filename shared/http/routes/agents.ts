import type { PublicAgent } from '../../agents/api.js';
import { agentChangesSchema, agentInputSchema, type Agent } from '../../agents/schema.js';
import { pageQuerySchema, type Page } from '../paging.js';
import { returns, route } from '../route.js';

export const agentRoutes = {
  listAgents: route({ method: 'GET', path: '/api/agents', fn: 'public-api', reply: returns<{ items: PublicAgent[] }>(), auth: 'public' }),
  /** The broker profile: one active agent's public fields; unknown or inactive → 404. */
  getAgent: route({ method: 'GET', path: '/api/agents/{id}', fn: 'public-api', reply: returns<PublicAgent>(), auth: 'public' }),
  /** 'Gestion des courtiers': every agent, active or not, by name. */
  listAllAgents: route({ method: 'GET', path: '/api/admin/agents', fn: 'admin-api', reply: returns<Page<Agent>>(), auth: 'admin', query: pageQuerySchema }),
  addAgent: route({ method: 'POST', path: '/api/admin/agents', fn: 'admin-api', reply: returns<Agent>(), auth: 'admin', body: agentInputSchema }),
  updateAgent: route({ method: 'PATCH', path: '/api/admin/agents/{id}', fn: 'admin-api', reply: returns<Agent>(), auth: 'admin', body: agentChangesSchema }),
  deleteAgent: route({ method: 'DELETE', path: '/api/admin/agents/{id}', fn: 'admin-api', reply: returns<void>(), auth: 'admin' }),
};

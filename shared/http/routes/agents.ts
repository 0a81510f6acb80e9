import { route } from '../route.js';

export const agentRoutes = {
  listAgents: route({ method: 'GET', path: '/api/agents', fn: 'public-api', auth: 'public' }),
};

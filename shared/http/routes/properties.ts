import { listPropertiesQuerySchema } from '../../properties/api.js';
import { route } from '../route.js';

export const propertyRoutes = {
  listProperties: route({ method: 'GET', path: '/api/properties', fn: 'public-api', auth: 'public', query: listPropertiesQuerySchema }),
  listFeaturedProperties: route({ method: 'GET', path: '/api/properties/featured', fn: 'public-api', auth: 'public' }),
  getProperty: route({ method: 'GET', path: '/api/properties/{id}', fn: 'public-api', auth: 'public' }),
};

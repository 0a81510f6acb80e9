import { searchQuerySchema, type SearchResult } from '../../search/api.js';
import { returns, route } from '../route.js';

export const searchRoutes = {
  /** 'Recherche IA': a plain-French sentence parsed on the server into listing filters, with the matching cards. */
  searchProperties: route({ method: 'GET', path: '/api/search', fn: 'public-api', reply: returns<SearchResult>(), auth: 'public', query: searchQuerySchema }),
};

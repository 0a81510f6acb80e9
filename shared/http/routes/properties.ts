import { adminPropertiesQuerySchema, areaQuerySchema, listPropertiesQuerySchema, type AdminPropertyDetail, type AreaResult, type AdminPropertyListItem, type Page, type PropertyCard, type PropertyDetail } from '../../properties/api.js';
import { propertiesByIdsQuerySchema } from '../../properties/by-ids.js';
import { propertyChangesSchema, propertyInputSchema } from '../../properties/schema.js';
import { returns, route } from '../route.js';

/** 60 photo addresses and a long description fit; the default 64 KB would not. */
const PROPERTY_BODY_BYTES = 256 * 1024;

export const propertyRoutes = {
  listProperties: route({ method: 'GET', path: '/api/properties', fn: 'public-api', reply: returns<Page<PropertyCard>>(), auth: 'public', query: listPropertiesQuerySchema }),
  listFeaturedProperties: route({ method: 'GET', path: '/api/properties/featured', fn: 'public-api', reply: returns<{ items: PropertyCard[] }>(), auth: 'public' }),
  /** The map: listings inside the visible box with the filters, from Queries on geohash cells (bounded), or counted clusters. Before {id}. */
  listPropertiesInArea: route({ method: 'GET', path: '/api/properties/area', fn: 'public-api', reply: returns<AreaResult>(), auth: 'public', query: areaQuerySchema }),
  /** Favourites: the active ones of these ids (≤ 48), as cards. Declared before {id}, which would match it locally. */
  listPropertiesByIds: route({ method: 'GET', path: '/api/properties/by-ids', fn: 'public-api', reply: returns<{ items: PropertyCard[] }>(), auth: 'public', query: propertiesByIdsQuerySchema }),
  getProperty: route({ method: 'GET', path: '/api/properties/{id}', fn: 'public-api', reply: returns<PropertyDetail>(), auth: 'public' }),
  /** The back office's list: featured first then newest, active only unless includeInactive=true; paged. */
  listAdminProperties: route({ method: 'GET', path: '/api/admin/properties', fn: 'admin-api', reply: returns<Page<AdminPropertyListItem>>(), auth: 'admin', query: adminPropertiesQuerySchema }),
  /** Every field, active or not, with its brokers (primary first). */
  getAdminProperty: route({ method: 'GET', path: '/api/admin/properties/{id}', fn: 'admin-api', reply: returns<AdminPropertyDetail>(), auth: 'admin' }),
  addProperty: route({ method: 'POST', path: '/api/admin/properties', fn: 'admin-api', reply: returns<AdminPropertyDetail>(), auth: 'admin', body: propertyInputSchema, maxBodyBytes: PROPERTY_BODY_BYTES }),
  /** A partial edit, the featured toggle included; `agents` replaces the links; stale `expectedUpdatedAt` → 409. */
  updateProperty: route({ method: 'PATCH', path: '/api/admin/properties/{id}', fn: 'admin-api', reply: returns<AdminPropertyDetail>(), auth: 'admin', body: propertyChangesSchema, maxBodyBytes: PROPERTY_BODY_BYTES }),
  deleteProperty: route({ method: 'DELETE', path: '/api/admin/properties/{id}', fn: 'admin-api', reply: returns<void>(), auth: 'admin' }),
};

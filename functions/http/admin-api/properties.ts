import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { propertyRepository } from '../../../shared/properties/server/repository.js';
import { createProperty, deleteProperty, getAdminProperty, updateProperty } from '../../../shared/properties/server/service.js';

export const propertyAdminOperations = {
  listAdminProperties: async ({ query }) => ok(await propertyRepository.listForAdmin(query)),
  getAdminProperty: async ({ params }) => ok(await getAdminProperty(params.id)),
  addProperty: async ({ body, actor }) => created(await createProperty(body, actor)),
  updateProperty: async ({ params, body, actor }) => ok(await updateProperty(params.id, body, actor)),
  deleteProperty: async ({ params, actor }) => {
    await deleteProperty(params.id, actor);
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;

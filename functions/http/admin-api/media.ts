import { created, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { mediaStatuses, requestUpload } from '../../../shared/media/server/service.js';

export const mediaAdminOperations = {
  requestUpload: async ({ body, actor }) => created(await requestUpload(body, actor)),
  getMediaStatuses: async ({ query }) => ok({ items: await mediaStatuses(query.ids) }),
} satisfies Partial<OperationsOf<'admin-api'>>;

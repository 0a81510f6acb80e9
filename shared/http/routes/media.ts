import { mediaStatusQuerySchema, uploadRequestSchema } from '../../media/schema.js';
import { route } from '../route.js';

/** The photo pipeline's admin side: presigned uploads and the processing state of photos. */
export const mediaRoutes = {
  requestUpload: route({ method: 'POST', path: '/api/admin/uploads', fn: 'admin-api', auth: 'admin', body: uploadRequestSchema }),
  getMediaStatuses: route({ method: 'GET', path: '/api/admin/media', fn: 'admin-api', auth: 'admin', query: mediaStatusQuerySchema }),
};

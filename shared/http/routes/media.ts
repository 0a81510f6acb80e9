import { mediaStatusQuerySchema, uploadRequestSchema, type MediaStatus, type UploadTicket } from '../../media/schema.js';
import { returns, route } from '../route.js';

/** The photo pipeline's admin side: presigned uploads and the processing state of photos. */
export const mediaRoutes = {
  requestUpload: route({ method: 'POST', path: '/api/admin/uploads', fn: 'admin-api', reply: returns<UploadTicket>(), auth: 'admin', body: uploadRequestSchema }),
  getMediaStatuses: route({ method: 'GET', path: '/api/admin/media', fn: 'admin-api', reply: returns<{ items: MediaStatus[] }>(), auth: 'admin', query: mediaStatusQuerySchema }),
};

import { randomUUID } from 'node:crypto';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { photoUrl } from '../renditions.js';
import { mediaRepository } from './repository.js';
import { mediaSchema, uploadRequestSchema, type MediaStatus, type UploadRequest, type UploadTicket } from '../schema.js';
import { photoStorage, UPLOAD_TICKET_SECONDS } from './storage.js';

/**
 * POST /api/admin/uploads: records a pending photo (audited) and hands the browser a presigned POST
 * to the private uploads bucket, limited to the declared image type and 15 MB.
 */
export async function requestUpload(input: UploadRequest, actor: Actor, now = new Date()): Promise<UploadTicket> {
  const request = uploadRequestSchema.parse(input);
  const media = mediaSchema.parse({ id: randomUUID(), ...request, status: 'pending', createdAt: now.toISOString(), updatedAt: now.toISOString() });
  const audit = auditEntryFor({ actor, action: 'create', entity: 'media', entityId: media.id, before: null, after: media }, now);
  const { url, fields } = await photoStorage.presignUpload(media.id, media.contentType);
  await mediaRepository.create(media, audit);
  return { mediaId: media.id, url, fields, photoUrl: photoUrl(media.id), expiresAt: new Date(now.getTime() + UPLOAD_TICKET_SECONDS * 1000).toISOString() };
}

/** GET /api/admin/media?ids=: each photo's state, in the order asked; unknown ids are 'missing'. */
export async function mediaStatuses(ids: readonly string[]): Promise<MediaStatus[]> {
  const found = new Map((await mediaRepository.getMany(ids)).map((m) => [m.id, m]));
  return ids.map((id): MediaStatus => {
    const media = found.get(id);
    if (!media) return { id, status: 'missing' };
    if (media.status === 'ready') return { id, status: 'ready', url: photoUrl(id) };
    if (media.status === 'failed') return { id, status: 'failed', error: media.error ?? '' };
    return { id, status: 'pending' };
  });
}

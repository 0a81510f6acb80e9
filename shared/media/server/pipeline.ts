import { PHOTO_TOO_LARGE, renderPhoto } from './process.js';
import { mediaIdOfUploadKey } from '../renditions.js';
import { mediaRepository } from './repository.js';
import { MAX_UPLOAD_BYTES } from '../schema.js';
import { photoStorage } from './storage.js';

/* The photo consumer's side of the pipeline (sharp): kept apart so the admin API never bundles sharp. */

export type ProcessResult = 'ready' | 'failed' | 'not-a-photo-upload' | 'unknown-media' | 'already-settled' | 'gone';

/**
 * The photo consumer's work on one original: check the bytes, write the renditions, then mark the
 * photo ready (or failed, with the reason) and delete the original. 'ready' is written only after
 * every rendition exists; only a pending photo is settled, so a redelivery changes nothing.
 */
export async function processUpload(object: { key: string; size?: number }): Promise<ProcessResult> {
  const mediaId = mediaIdOfUploadKey(object.key);
  if (!mediaId) {
    await photoStorage.deleteUpload(object.key);
    return 'not-a-photo-upload';
  }
  const media = await mediaRepository.get(mediaId);
  if (!media || media.status !== 'pending') {
    await photoStorage.deleteUpload(object.key);
    return media ? 'already-settled' : 'unknown-media';
  }
  let outcome: Awaited<ReturnType<typeof renderPhoto>>;
  if (object.size !== undefined && object.size > MAX_UPLOAD_BYTES) {
    // Not even read: the policy should have refused it, the emulator does not.
    outcome = { ok: false, error: PHOTO_TOO_LARGE };
  } else {
    const original = await photoStorage.readUpload(object.key);
    if (!original) return 'gone';
    outcome = await renderPhoto(original, media.contentType);
  }
  if (outcome.ok) {
    for (const rendition of outcome.renditions) await photoStorage.putRendition(mediaId, rendition.width, rendition.body);
    await mediaRepository.settle(mediaId, { status: 'ready' });
  } else {
    await mediaRepository.settle(mediaId, { status: 'failed', error: outcome.error });
  }
  await photoStorage.deleteUpload(object.key);
  return outcome.ok ? 'ready' : 'failed';
}

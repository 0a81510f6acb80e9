import type { S3Client } from '@aws-sdk/client-s3';
import type { PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { env } from '../../config/env.js';
import { RENDITION_WIDTHS, renditionKey, uploadKey, type RenditionWidth } from '../renditions.js';
import { MAX_UPLOAD_BYTES, type AcceptedImageType } from '../schema.js';

/**
 * The two buckets of the photo pipeline: uploads (private originals) and media (served renditions).
 * Only this module talks to S3 for photos. An emulator endpoint (s3rver) answers path-style only.
 */
let loading: Promise<typeof import('@aws-sdk/client-s3') & { s3: S3Client }> | undefined;
/** The S3 SDK and one client per container (docs/architecture.md rule 7), loaded on the first call (issue 12: lean cold imports). */
const s3Sdk = () =>
  (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ ...sdk, s3: new sdk.S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }) })));

/** How long a presigned upload is accepted. */
export const UPLOAD_TICKET_SECONDS = 10 * 60;

const bucket = (name: 'MEDIA_BUCKET' | 'UPLOADS_BUCKET') => {
  const value = env()[name];
  if (!value) throw new Error(`${name} is not configured for this function`);
  return value;
};

/**
 * The presigned POST's terms: exactly this key, exactly the declared image type, 1 byte to 15 MB.
 * S3 refuses any form that breaks them (s3rver does not check them: the consumer re-checks).
 */
export function uploadPolicy(mediaId: string, contentType: AcceptedImageType): Omit<PresignedPostOptions, 'Bucket'> {
  return {
    Key: uploadKey(mediaId),
    Conditions: [
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_TICKET_SECONDS,
  };
}

export const photoStorage = {
  async presignUpload(mediaId: string, contentType: AcceptedImageType) {
    const [{ s3 }, { createPresignedPost }] = await Promise.all([s3Sdk(), import('@aws-sdk/s3-presigned-post')]);
    const { url, fields } = await createPresignedPost(s3, { Bucket: bucket('UPLOADS_BUCKET'), ...uploadPolicy(mediaId, contentType) });
    return { url, fields };
  },

  /** The original's bytes; null when it is not (or no longer) there. */
  async readUpload(key: string): Promise<Uint8Array | null> {
    try {
      const { s3, GetObjectCommand } = await s3Sdk();
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket('UPLOADS_BUCKET'), Key: key }));
      return await object.Body!.transformToByteArray();
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  },

  /** An original put by the server (the listing import), where and as a presigned upload puts it: photo-process takes it from there. */
  async putUpload(mediaId: string, body: Uint8Array, contentType: AcceptedImageType) {
    const { s3, PutObjectCommand } = await s3Sdk();
    await s3.send(new PutObjectCommand({ Bucket: bucket('UPLOADS_BUCKET'), Key: uploadKey(mediaId), Body: body, ContentType: contentType }));
  },

  async deleteUpload(key: string) {
    const { s3, DeleteObjectCommand } = await s3Sdk();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket('UPLOADS_BUCKET'), Key: key }));
  },

  /** Renditions are immutable: a media id is never reused, so browsers and CloudFront may keep them a year. */
  async putRendition(mediaId: string, width: RenditionWidth, body: Uint8Array) {
    const { s3, PutObjectCommand } = await s3Sdk();
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket('MEDIA_BUCKET'),
        Key: renditionKey(mediaId, width),
        Body: body,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  },

  renditionKeys: (mediaId: string) => RENDITION_WIDTHS.map((width) => renditionKey(mediaId, width)),
};

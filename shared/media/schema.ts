import * as z from 'zod/mini';

/** Where a photo is used: a property's gallery, a broker's portrait, a testimonial's picture. */
export const MEDIA_PURPOSES = ['property', 'agent', 'testimonial', 'blog', 'logo'] as const;
/** pending: presigned, waiting for (or being) processed; ready: renditions served; failed: refused, nothing served. */
export const MEDIA_STATUSES = ['pending', 'ready', 'failed'] as const;
/** The only types a browser may upload (the presigned policy pins the declared one). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** 15 MB: the largest original accepted, by the presigned policy and again by the photo consumer. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/**
 * The largest photo the consumer decodes, read from the header first (a 16 000 × 16 000 PNG of a single
 * colour weighs under 1 MB). 70 megapixels keeps 45–61 MP full-frame cameras, 48–64 MP phones and
 * phone panoramas (up to 63 MP); 16 000 px a side keeps every rendition under WebP's 16 383 px limit.
 */
export const MAX_PHOTO_SIDE = 16_000;
export const MAX_PHOTO_PIXELS = 70_000_000;

export const UPLOAD_REFUSED = 'Seules les images JPEG, PNG ou WebP de 15 Mo au plus sont acceptées.';
export const UPLOAD_PURPOSE_REQUIRED = 'Indiquez à quoi sert la photo : propriété, courtier, témoignage ou article.';

/** One uploaded photo and where its processing stands. */
export const mediaSchema = z.object({
  id: z.string().check(z.minLength(1)),
  purpose: z.enum(MEDIA_PURPOSES),
  status: z.enum(MEDIA_STATUSES),
  /** The type the browser declared (and the policy pinned); the consumer checks the bytes anyway. */
  contentType: z.enum(ACCEPTED_IMAGE_TYPES),
  /** Declared size in bytes at presign time. */
  size: z.number().check(z.int()),
  /** Why processing failed, in French, for the admin. */
  error: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** POST /api/admin/uploads: what the browser is about to send. */
export const uploadRequestSchema = z.strictObject({
  purpose: z.enum(MEDIA_PURPOSES, { error: UPLOAD_PURPOSE_REQUIRED }),
  contentType: z.enum(ACCEPTED_IMAGE_TYPES, { error: UPLOAD_REFUSED }),
  size: z.number({ error: UPLOAD_REFUSED }).check(z.int(UPLOAD_REFUSED), z.gte(1, UPLOAD_REFUSED), z.lte(MAX_UPLOAD_BYTES, UPLOAD_REFUSED)),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** The presigned POST: the browser sends `fields` then the file (last) as multipart/form-data to `url`. */
export type UploadTicket = {
  mediaId: string;
  /** Where to POST the form (the private uploads bucket). */
  url: string;
  /** Form fields to send as-is before the `file` field (key, Content-Type, policy, signature...). */
  fields: Record<string, string>;
  /** The address to store (imageUrl / photosUrls) once the photo is ready: its 960 px rendition. */
  photoUrl: string;
  /** When the presigned POST stops being accepted (ISO date). */
  expiresAt: string;
};

export const MAX_STATUS_IDS = 100;
const IDS_MESSAGE = `Indiquez de 1 à ${MAX_STATUS_IDS} identifiants de photo séparés par des virgules.`;

/** GET /api/admin/media?ids=a,b: the photos whose processing the admin is following. */
export const mediaStatusQuerySchema = z.strictObject({
  ids: z.pipe(z.pipe(z.string({ error: IDS_MESSAGE }), z.transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])), z.array(z.string().check(z.maxLength(100, IDS_MESSAGE))).check(z.minLength(1, IDS_MESSAGE), z.maxLength(MAX_STATUS_IDS, IDS_MESSAGE))),
});

/** What the admin sees of one photo: ready ones have their URL, failed ones their reason. Unknown ids are 'missing'. */
export type MediaStatus =
  | { id: string; status: 'pending' }
  | { id: string; status: 'ready'; url: string }
  | { id: string; status: 'failed'; error: string }
  | { id: string; status: 'missing' };

/**
 * Where the pipeline's WebP renditions live and how pages address them. Pure: used by the API, the
 * photo consumer, the local gateway and the web.
 */
/** 160 for thumbnails (a gallery's, a preview's), 480 to 1600 for photos shown large. */
export const RENDITION_WIDTHS = [160, 480, 960, 1600] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
export const DEFAULT_RENDITION_WIDTH: RenditionWidth = 960;

/** Media-bucket key of one rendition (served as /media/<key>). */
export const renditionKey = (mediaId: string, width: RenditionWidth) => `photos/${mediaId}/${width}.webp`;

/** Uploads-bucket key of an original (private, never served). */
export const UPLOAD_KEY_PREFIX = 'uploads/';
export const uploadKey = (mediaId: string) => `${UPLOAD_KEY_PREFIX}${mediaId}`;
export const mediaIdOfUploadKey = (key: string) => (key.startsWith(UPLOAD_KEY_PREFIX) && MEDIA_ID.test(key.slice(UPLOAD_KEY_PREFIX.length)) ? key.slice(UPLOAD_KEY_PREFIX.length) : undefined);

/** Media ids are UUIDs; anything else in a photo URL is not a pipeline rendition. */
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RENDITION_PATH = /^\/media\/photos\/([0-9a-f-]{36})\/(\d+)\.webp$/;

/** The address a page stores for a photo: its rendition of the given width (960 by default). */
export const photoUrl = (mediaId: string, width: RenditionWidth = DEFAULT_RENDITION_WIDTH) => `/media/${renditionKey(mediaId, width)}`;

/** The media id of a pipeline rendition URL (any width, with or without an origin); undefined for any other URL. */
export function mediaIdOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let path = url;
  if (/^https?:\/\//.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  const match = RENDITION_PATH.exec(path);
  if (!match || !MEDIA_ID.test(match[1]!) || !RENDITION_WIDTHS.includes(Number(match[2]) as RenditionWidth)) return undefined;
  return match[1];
}

/** `srcset` of a pipeline photo (every rendition with its width); undefined for other URLs (older seed photos, external ones). */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const id = mediaIdOf(url);
  if (!id) return undefined;
  const origin = /^https?:\/\//.test(url!) ? new URL(url!).origin : '';
  return RENDITION_WIDTHS.map((width) => `${origin}${photoUrl(id, width)} ${width}w`).join(', ');
}

/** Media-bucket keys the site may serve: renditions, and the seed's and sync's own WebP files. Never an original. */
const SERVABLE_KEY = /^(photos\/[0-9a-f-]{36}\/(160|480|960|1600)\.webp|(site|agents|properties|blog|testimonials)\/[\w./-]+\.webp)$/;
export const isServableMediaKey = (key: string) => SERVABLE_KEY.test(key) && !key.split('/').includes('..');

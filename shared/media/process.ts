import { RENDITION_WIDTHS, type RenditionWidth } from './renditions.js';
import { MAX_UPLOAD_BYTES, type AcceptedImageType } from './schema.js';

export const PHOTO_TOO_LARGE = "L'image dépasse 15 Mo : envoyez une image plus légère.";
export const PHOTO_NOT_AN_IMAGE = "Ce fichier n'est pas une image JPEG, PNG ou WebP valide.";
export const PHOTO_TYPE_MISMATCH = 'Le contenu du fichier ne correspond pas au type annoncé : envoyez une vraie image JPEG, PNG ou WebP.';
export const PHOTO_UNREADABLE = "L'image n'a pas pu être traitée (fichier abîmé ou dimensions trop grandes).";

/** sharp's format names for the accepted types. */
const FORMAT_OF: Record<AcceptedImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export type Rendition = { width: RenditionWidth; body: Buffer };
export type PhotoOutcome = { ok: true; renditions: Rendition[] } | { ok: false; error: string };

/**
 * The bytes decide, not the declared type: an original is accepted only if sharp reads it as the
 * JPEG, PNG or WebP it was declared as, within 15 MB. Each rendition is auto-rotated, never
 * enlarged, and carries no metadata at all (sharp drops EXIF, GPS, XMP and IPTC unless asked to
 * keep them). Every width is written, so a page can always address all three.
 */
export async function renderPhoto(original: Uint8Array, declared: AcceptedImageType): Promise<PhotoOutcome> {
  if (original.byteLength > MAX_UPLOAD_BYTES) return { ok: false, error: PHOTO_TOO_LARGE };
  // The native image library loads on the first photo, not with photo-process's module (issue 12).
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(original).metadata()).format;
  } catch {
    return { ok: false, error: PHOTO_NOT_AN_IMAGE };
  }
  if (!format || !Object.values(FORMAT_OF).includes(format)) return { ok: false, error: PHOTO_NOT_AN_IMAGE };
  if (format !== FORMAT_OF[declared]) return { ok: false, error: PHOTO_TYPE_MISMATCH };
  try {
    const renditions = await Promise.all(
      RENDITION_WIDTHS.map(async (width) => ({
        width,
        body: await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { ok: true, renditions };
  } catch {
    return { ok: false, error: PHOTO_UNREADABLE };
  }
}

import { formatNumber } from '../../format.js';
import { RENDITION_WIDTHS, type RenditionWidth } from '../renditions.js';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, MAX_UPLOAD_BYTES, type AcceptedImageType } from '../schema.js';

export const PHOTO_TOO_LARGE = "L'image dépasse 15 Mo : envoyez une image plus légère.";
export const PHOTO_NOT_AN_IMAGE = "Ce fichier n'est pas une image JPEG, PNG ou WebP valide.";
export const PHOTO_TYPE_MISMATCH = 'Le contenu du fichier ne correspond pas au type annoncé : envoyez une vraie image JPEG, PNG ou WebP.';
export const PHOTO_UNREADABLE = "L'image n'a pas pu être traitée (fichier abîmé ou dimensions trop grandes).";
export const photoTooManyPixels = (width: number, height: number) =>
  `L'image est trop grande (${formatNumber(width)} × ${formatNumber(height)} pixels) : envoyez une image d'au plus ${formatNumber(MAX_PHOTO_SIDE)} pixels de côté et ${formatNumber(MAX_PHOTO_PIXELS / 1_000_000)} mégapixels.`;

/** Why a photo of these dimensions is refused before any decoding, if it is. */
export function photoDimensionsError(width: number, height: number): string | undefined {
  return width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE || width * height > MAX_PHOTO_PIXELS ? photoTooManyPixels(width, height) : undefined;
}

/** sharp's format names for the accepted types. */
const FORMAT_OF: Record<AcceptedImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
const LARGEST_WIDTH = Math.max(...RENDITION_WIDTHS);

export type Rendition = { width: RenditionWidth; body: Buffer };
export type PhotoOutcome = { ok: true; renditions: Rendition[] } | { ok: false; error: string };

/**
 * The bytes decide, not the declared type: an original is accepted only if sharp reads it as the
 * JPEG, PNG or WebP it was declared as, within 15 MB and the pixel limits (read from the header, so an
 * image bomb is refused before a single pixel is decoded). Each rendition is auto-rotated, never
 * enlarged, and carries no metadata at all (sharp drops EXIF, GPS, XMP and IPTC unless asked to
 * keep them). Every width is written, so a page can always address all of them.
 */
export async function renderPhoto(original: Uint8Array, declared: AcceptedImageType): Promise<PhotoOutcome> {
  if (original.byteLength > MAX_UPLOAD_BYTES) return { ok: false, error: PHOTO_TOO_LARGE };
  // The native image library loads on the first photo, not with photo-process's module (issue 12).
  const { default: sharp } = await import('sharp');
  // Each photo is read once: libvips' operation cache would only hold memory between photos.
  sharp.cache(false);
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Header only: no pixel is decoded here, whatever the dimensions.
    metadata = await sharp(original, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: PHOTO_NOT_AN_IMAGE };
  }
  const { format, width, height } = metadata;
  if (!format || !Object.values(FORMAT_OF).includes(format) || !width || !height) return { ok: false, error: PHOTO_NOT_AN_IMAGE };
  if (format !== FORMAT_OF[declared]) return { ok: false, error: PHOTO_TYPE_MISMATCH };
  const tooLarge = photoDimensionsError(width, height);
  if (tooLarge) return { ok: false, error: tooLarge };
  try {
    // One decode, into the largest rendition (kept as raw pixels); the smaller widths come from it,
    // so peak memory is one decode, not one per width. limitInputPixels guards the decode again.
    const { data, info } = await sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const renditions: Rendition[] = [];
    for (const width of RENDITION_WIDTHS) {
      const body = await sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      renditions.push({ width, body });
    }
    return { ok: true, renditions };
  } catch {
    return { ok: false, error: PHOTO_UNREADABLE };
  }
}

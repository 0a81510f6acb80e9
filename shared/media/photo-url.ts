import * as z from 'zod/mini';

/**
 * A photo is one of our media files (`/media/…`, what the upload pipeline stores) or an https address.
 * No `..`, no spaces, no other scheme: the string ends up in an <img src>.
 */
export function isPhotoUrl(value: string): boolean {
  if (value.startsWith('/media/')) return /^\/media\/[\w\-./~%]+$/.test(value) && !value.includes('..');
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

const PHOTO_MESSAGE = 'Chaque photo doit être un fichier /media/… ou une adresse https://….';
/** One photo address in a body (properties, brokers, testimonials); 1000 characters at most. */
export const photoUrlSchema = z
  .string({ error: PHOTO_MESSAGE })
  .check(z.trim(), z.maxLength(1000, 'Adresse de photo trop longue (1000 caractères au plus).'), z.refine(isPhotoUrl, PHOTO_MESSAGE));

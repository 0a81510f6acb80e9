import { mediaIdOf, photoUrl } from '../../media/renditions.js';

/** `https://host` of a configured origin (a trailing slash or a path is dropped); throws on a non-URL. */
export function siteOrigin(origin: string): string {
  return new URL(origin).origin;
}

/**
 * The canonical address of a page: absolute, its path only (query string and fragment dropped: the
 * listings' filters never make another canonical page), no trailing slash except on `/`.
 */
export function canonicalUrl(origin: string, pathOrUrl: string): string {
  const url = new URL(pathOrUrl, `${siteOrigin(origin)}/`);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return `${siteOrigin(origin)}${path}`;
}

/** An image address as crawlers need it: absolute (site paths get the origin, https URLs stay). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, `${siteOrigin(origin)}/`).href;
}

/** The largest rendition of a pipeline photo (sharing cards want big images); other photos as they are. */
export function shareImageUrl(origin: string, pathOrUrl: string): string {
  const mediaId = mediaIdOf(pathOrUrl);
  return absoluteUrl(origin, mediaId ? photoUrl(mediaId, 1600) : pathOrUrl);
}

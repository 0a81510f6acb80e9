import { createHash } from 'node:crypto';

/** Per scope (one public form), per client address and per e-mail: at most LIMIT in WINDOW. */
export const RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

export const RATE_LIMITED_MESSAGE = 'Trop de demandes en peu de temps. Veuillez réessayer dans quelques minutes.';

/**
 * A sliding window made of two fixed ones: the window containing `nowMs` and the one before, weighted
 * by how much of it still lies within the last `windowSeconds`. A fixed window alone lets a client send
 * twice the limit across a boundary. The subject (a client address or an e-mail with its scope and kind)
 * is hashed with each window's start: the table never holds an address, and each counter expires (TTL)
 * once no later window can read it.
 */
export function slidingWindow(subject: string, windowSeconds: number, nowMs: number) {
  const now = nowMs / 1000;
  const start = Math.floor(now / windowSeconds) * windowSeconds;
  const hash = (windowStart: number) => createHash('sha256').update(`${subject}|${windowStart}`).digest('base64url');
  return { current: hash(start), previous: hash(start - windowSeconds), previousWeight: 1 - (now - start) / windowSeconds, expiresAt: start + windowSeconds * 2 };
}

/** The client address API Gateway sees, unless CloudFront's viewer-request function (or the local gateway) named the viewer. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
/**
 * CloudFront names itself to the API with this header, whose value is the stage's origin secret: only
 * then is VIEWER_ADDRESS_HEADER CloudFront's (shared/http/server/handler.ts refuses calls without it).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

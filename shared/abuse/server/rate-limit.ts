import { createHash } from 'node:crypto';

/** Per scope (one public form), per client address and per e-mail: at most LIMIT in WINDOW. */
export const RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

export const RATE_LIMITED_MESSAGE = 'Trop de demandes en peu de temps. Veuillez réessayer dans quelques minutes.';

/**
 * The counter key of one (scope, kind, value) in the fixed window containing `nowMs`. The value (a
 * client address or an e-mail) is hashed with the window: the table never holds an address, and the
 * item expires with its window (TTL).
 */
export function rateCounterKey(scope: string, kind: 'ip' | 'email', value: string, nowMs: number) {
  const windowStart = Math.floor(nowMs / 1000 / RATE_LIMIT.windowSeconds) * RATE_LIMIT.windowSeconds;
  const hash = createHash('sha256').update(`${scope}|${kind}|${value.trim().toLowerCase()}|${windowStart}`).digest('base64url');
  return { scope, key: `${kind}#${hash}`, expiresAt: windowStart + RATE_LIMIT.windowSeconds * 2 };
}

/** The client address API Gateway sees, unless CloudFront's viewer-request function (or the local gateway) named the viewer. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
/**
 * CloudFront names itself to the API with this header, whose value is the stage's origin secret: only
 * then is VIEWER_ADDRESS_HEADER CloudFront's (shared/http/server/handler.ts refuses calls without it).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

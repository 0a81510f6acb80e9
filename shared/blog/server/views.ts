import { createHash } from 'node:crypto';

/** A visitor's reading session: one more view of the same article within it is not counted. */
export const VIEW_SESSION_SECONDS = 30 * 60;

/**
 * The dedupe key of one visitor reading one article: a hash of (client address, user agent, slug).
 * Law 25: the address is never stored, and no identifier is put in the browser; the hash alone cannot be
 * reversed into an address, and its item expires with the session (TTL).
 */
export function blogViewKey(client: { address: string; userAgent: string }, slug: string): string {
  return createHash('sha256').update(`blog-view|${client.address.trim()}|${client.userAgent.trim()}|${slug}`).digest('base64url');
}

/**
 * The dedupe item of a view counted at `nowMs`. An item whose `expiresAt` has passed no longer
 * dedupes (DynamoDB's TTL deletes it lazily, up to days later; DynamoDB Local never does).
 */
export function blogViewSeen(client: { address: string; userAgent: string }, slug: string, nowMs: number) {
  const nowSeconds = Math.floor(nowMs / 1000);
  return { key: blogViewKey(client, slug), expiresAt: nowSeconds + VIEW_SESSION_SECONDS, nowSeconds };
}

/** Whether a stored dedupe item still stops a new count at `nowSeconds`. */
export const stillCounted = (expiresAt: number, nowSeconds: number) => expiresAt > nowSeconds;

import { db } from '../../db/service.js';
import { RATE_LIMIT, slidingWindow } from './rate-limit.js';

/**
 * Counts one request of a subject (atomic ADD on its current window's counter, created on first use) and
 * reads the previous window's counter in parallel: one round trip. Returns both counts and the sliding
 * estimate the limits compare to, and the current counter's key.
 */
export async function countRequest(scope: string, kind: string, subject: string, windowSeconds: number, nowMs: number) {
  const window = slidingWindow(`${scope}|${kind}|${subject}`, windowSeconds, nowMs);
  const key = { scope, key: `${kind}#${window.current}` };
  const [{ data }, previousItem] = await Promise.all([
    db.entities.rateCounter.update(key).add({ count: 1 }).set({ expiresAt: window.expiresAt }).go({ response: 'all_new' }),
    db.entities.rateCounter.get({ scope, key: `${kind}#${window.previous}` }).go({ attributes: ['count'] }),
  ]);
  const current = data.count ?? 0;
  const previous = previousItem.data?.count ?? 0;
  return { key, current, previous, estimate: current + previous * window.previousWeight };
}

export const rateLimitRepository = {
  /** Counts one request against each subject (the e-mail's case and spaces folded) and says whether any went over the limit (counting before refusing keeps one round trip). */
  async hit(scope: string, subjects: Array<{ kind: 'ip' | 'email'; value: string }>, nowMs = Date.now()): Promise<boolean> {
    const counts = await Promise.all(
      subjects.map(({ kind, value }) => countRequest(scope, kind, value.trim().toLowerCase(), RATE_LIMIT.windowSeconds, nowMs)),
    );
    return counts.some(({ estimate }) => estimate > RATE_LIMIT.limit);
  },
};

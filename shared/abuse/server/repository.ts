import { db } from '../../db/service.js';
import { RATE_LIMIT, rateCounterKey } from './rate-limit.js';

export const rateLimitRepository = {
  /**
   * Counts one request against each subject (atomic ADD, created on first use) and says whether any
   * went over the limit. Counting before refusing keeps one round trip per subject.
   */
  async hit(scope: string, subjects: Array<{ kind: 'ip' | 'email'; value: string }>, nowMs = Date.now()): Promise<boolean> {
    const counts = await Promise.all(
      subjects.map(async ({ kind, value }) => {
        const { key, expiresAt } = rateCounterKey(scope, kind, value, nowMs);
        const { data } = await db.entities.rateCounter
          .update({ scope, key })
          .add({ count: 1 })
          .set({ expiresAt })
          .go({ response: 'all_new' });
        return data.count ?? 0;
      }),
    );
    return counts.some((count) => count > RATE_LIMIT.limit);
  },
};

import { db } from './service.js';
import { isConditionalFailure } from './transactions.js';

/** Processed markers outlive any redelivery window (EventBridge retries for at most 24 h). */
const MARKER_TTL_SECONDS = 7 * 24 * 3600;
/**
 * Longer than any consumer's timeout (60 s at most), shorter than the first retry of an asynchronous
 * Lambda call (a minute after the failed one ended): a run that died without releasing its lease is
 * taken over by that retry, so its event is not lost as a "duplicate".
 */
export const LEASE_MS = 70_000;

/**
 * Runs `work` at most once per (consumer, event id). A conditional write takes a lease first, so a
 * concurrent duplicate is refused by the database; the lease is released if `work` throws, and a
 * lease left by a run that crashed or timed out expires, so a retry still does the work.
 */
export async function runOnce<T>(
  consumer: string,
  eventId: string,
  work: () => Promise<T>,
  now = () => Date.now(),
): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
  const started = now();
  try {
    await db.entities.processedEvent
      .put({
        consumer,
        eventId,
        status: 'in_progress',
        leaseUntil: started + LEASE_MS,
        expiresAt: Math.floor(started / 1000) + MARKER_TTL_SECONDS,
      })
      .where((a, op) => `${op.notExists(a.eventId)} OR (${op.eq(a.status, 'in_progress')} AND ${op.lt(a.leaseUntil, started)})`)
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) return { duplicate: true };
    throw error;
  }
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await db.entities.processedEvent.delete({ consumer, eventId }).go();
    throw error;
  }
  await db.entities.processedEvent.patch({ consumer, eventId }).set({ status: 'done', processedAt: new Date(now()).toISOString() }).go();
  return { duplicate: false, result };
}

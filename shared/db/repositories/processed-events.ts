import { db } from '../entities.js';
import { isConditionalFailure } from './transactions.js';

/** Processed markers outlive any redelivery window (EventBridge retries for at most 24 h). */
const MARKER_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Runs `work` at most once per (consumer, event id). The marker is written first with a conditional
 * create, so a concurrent duplicate is refused by the database; it is released if `work` fails so a
 * retry can run it again.
 */
export async function runOnce<T>(consumer: string, eventId: string, work: () => Promise<T>): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
  const now = new Date();
  try {
    await db.entities.processedEvent
      .create({ consumer, eventId, processedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS })
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) return { duplicate: true };
    throw error;
  }
  try {
    return { duplicate: false, result: await work() };
  } catch (error) {
    await db.entities.processedEvent.delete({ consumer, eventId }).go();
    throw error;
  }
}

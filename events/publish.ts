import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { EventContract, Envelope } from './envelope.js';

/** Outbox items live a week: long enough for the stream (24 h) and for diagnosis. */
const OUTBOX_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The one publish path: builds the outbox item to write in the SAME transaction as the entity change.
 * The table stream then carries it to the bus (Pipe in AWS, relay locally).
 */
export function outboxItem<T extends z.ZodMiniType>(contract: EventContract<T>, data: z.input<T>, now = new Date()) {
  const envelope: Envelope<z.infer<T>> = {
    id: randomUUID(),
    type: contract.detailType,
    version: contract.version,
    occurredAt: now.toISOString(),
    data: contract.schema.parse(data),
  };
  return {
    eventId: envelope.id,
    source: contract.source,
    detailType: contract.detailType,
    detail: JSON.stringify(envelope),
    occurredAt: envelope.occurredAt,
    expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_SECONDS,
  };
}

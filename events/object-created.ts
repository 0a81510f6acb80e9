import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { BusEvent } from './envelope.js';

/**
 * S3's 'Object Created' event as EventBridge delivers it (AWS defines it: no envelope, no version of
 * ours). The bucket sends it with EventBridge notifications on; locally the s3rver bridge builds the
 * same shape. Only the fields the consumers read are checked.
 */
export const OBJECT_CREATED = { source: 'aws.s3', detailType: 'Object Created' } as const;

export const objectCreatedDetailSchema = z.object({
  bucket: z.object({ name: z.string().check(z.minLength(1)) }),
  object: z.object({ key: z.string().check(z.minLength(1)), size: z.optional(z.number().check(z.int(), z.nonnegative())) }),
});
export type ObjectCreatedDetail = z.infer<typeof objectCreatedDetailSchema>;

/** Parses an S3 event; anything else reaching a storage consumer is a wiring bug, so it throws. */
export function parseObjectCreated(event: BusEvent): ObjectCreatedDetail {
  if (event.source !== OBJECT_CREATED.source || event['detail-type'] !== OBJECT_CREATED.detailType) {
    throw new Error(`Unexpected event ${event.source}/${event['detail-type']}, wanted ${OBJECT_CREATED.source}/${OBJECT_CREATED.detailType}`);
  }
  return objectCreatedDetailSchema.parse(typeof event.detail === 'string' ? JSON.parse(event.detail) : event.detail);
}

/** The event S3 would put on the default bus for one new object (the local bridge's output). */
export function objectCreatedEvent(bucket: string, key: string, size: number, reason: 'PutObject' | 'PostObject', now = new Date()): BusEvent {
  return {
    id: randomUUID(),
    source: OBJECT_CREATED.source,
    'detail-type': OBJECT_CREATED.detailType,
    time: now.toISOString(),
    detail: { version: '0', bucket: { name: bucket }, object: { key, size }, reason },
  };
}

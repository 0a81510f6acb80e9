import type { BusEvent } from './envelope.js';
import { OBJECT_CREATED } from './object-created.js';

/**
 * Rules on AWS's own S3 events (not outbox events): they live on the account's default bus, where S3
 * publishes, and select new objects of one private bucket under one key prefix. CDK deploys them
 * (rule + consumer Lambda + DLQ), the local stack routes s3rver's events with them.
 */
export type StorageRule = {
  name: string;
  description: string;
  /** The bucket whose new objects it consumes (the private uploads bucket). */
  bucket: 'uploads';
  keyPrefix: string;
  /** Attempts before the event is parked in the dead-letter queue. */
  maxAttempts: number;
};

export const STORAGE_RULES: StorageRule[] = [
  {
    name: 'photo-process',
    description: 'Checks each uploaded photo, writes its WebP renditions without metadata, marks it ready or failed',
    bucket: 'uploads',
    keyPrefix: 'uploads/',
    maxAttempts: 3,
  },
];

/** The EventBridge pattern of a storage rule, once the bucket's real name is known. */
export const storagePattern = (rule: StorageRule, bucketName: string) => ({
  source: [OBJECT_CREATED.source],
  'detail-type': [OBJECT_CREATED.detailType],
  detail: { bucket: { name: [bucketName] }, object: { key: [{ prefix: rule.keyPrefix }] } },
});

/** Same matching as EventBridge for storagePattern (exact source, detail-type and bucket; key prefix). */
export function matchesStorage(rule: StorageRule, bucketName: string, event: Pick<BusEvent, 'source' | 'detail-type' | 'detail'>) {
  const detail = (typeof event.detail === 'string' ? JSON.parse(event.detail) : event.detail) as { bucket?: { name?: unknown }; object?: { key?: unknown } } | null;
  const key = detail?.object?.key;
  return (
    event.source === OBJECT_CREATED.source &&
    event['detail-type'] === OBJECT_CREATED.detailType &&
    detail?.bucket?.name === bucketName &&
    typeof key === 'string' &&
    key.startsWith(rule.keyPrefix)
  );
}

import { randomBytes } from 'node:crypto';
import { signingKeyRepository } from './repository.js';

const KEY_NAME = 'unsubscribe-v1';

let cached: Promise<string> | undefined;

/**
 * The HMAC key of the unsubscribe tokens: 32 random bytes created on first use with a conditional
 * create (two cold starts racing keep the first one) in its own partition, read by the server only —
 * no route returns it. Cached per container; a failed read is retried on the next call.
 */
export function newsletterSigningKey(): Promise<string> {
  cached ??= loadOrCreate().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function loadOrCreate(): Promise<string> {
  const existing = await signingKeyRepository.get(KEY_NAME);
  if (existing) return existing;
  await signingKeyRepository.createIfAbsent(KEY_NAME, randomBytes(32).toString('base64url'), new Date().toISOString());
  const created = await signingKeyRepository.get(KEY_NAME);
  if (!created) throw new Error('Newsletter signing key missing after creation');
  return created;
}

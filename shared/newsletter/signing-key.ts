import { randomBytes } from 'node:crypto';
import { db } from '../db/service.js';
import { isConditionalFailure } from '../db/transactions.js';

const KEY_NAME = 'unsubscribe-v1';

let cached: Promise<string> | undefined;

/**
 * The HMAC key of the unsubscribe tokens: 32 random bytes created on first use with a conditional put
 * (two cold starts racing keep the first one) in its own partition, read by the server only — no route
 * returns it. Cached per container.
 */
export function newsletterSigningKey(): Promise<string> {
  cached ??= loadOrCreate().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function loadOrCreate(): Promise<string> {
  const existing = await read();
  if (existing) return existing;
  try {
    await db.entities.newsletterSigningKey
      .create({ keyName: KEY_NAME, secret: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  const created = await read();
  if (!created) throw new Error('Newsletter signing key missing after creation');
  return created;
}

async function read() {
  const { data } = await db.entities.newsletterSigningKey.get({ keyName: KEY_NAME }).go({ consistent: true });
  return data?.secret;
}

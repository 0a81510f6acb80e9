import { ValidationError } from '../errors.js';

const INVALID = 'Curseur de pagination invalide.';

/**
 * Cursors are ElectroDB's base64url JSON of the last key. A client can send anything, so a cursor
 * that does not decode to a flat object of strings is refused before it reaches DynamoDB.
 */
export function checkedCursor(cursor: string | undefined | null): string | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && !Array.isArray(key) && Object.values(key).every((v) => typeof v === 'string')) return cursor;
  } catch {
    // fall through
  }
  throw new ValidationError(INVALID);
}

/** A well-formed cursor from another query still fails in DynamoDB: that is the caller's 400 too. */
export function rethrowBadCursor(error: unknown): never {
  const cause = (error as { cause?: { name?: string; message?: string } }).cause;
  if (cause?.name === 'ValidationException' && /starting key|exclusive ?start ?key/i.test(cause.message ?? '')) throw new ValidationError(INVALID);
  throw error;
}

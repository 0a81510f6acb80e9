import { createHash } from 'node:crypto';

/**
 * The key of one e-mail's alerts: its SHA-256 (hex, 64 characters, a link token's id). The management link signs
 * it (shared/newsletter/server/token.ts), so it reaches every alert of that address, even once one is deleted, and
 * carries no address.
 */
export const ownerKeyOf = (email: string) => createHash('sha256').update(`alert-owner|${email}`).digest('hex');

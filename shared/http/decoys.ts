import { created } from './route.js';

/** What a bot's submission is answered with: the shape of a real success, with nothing behind it. */
export const decoyCreated = (fields: Record<string, unknown> = {}) => () =>
  created({ id: globalThis.crypto.randomUUID(), createdAt: new Date().toISOString(), ...fields });

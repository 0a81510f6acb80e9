import type { Agent } from './schema.js';

/** A broker as the public API returns it. */
export type PublicAgent = Omit<Agent, 'isActive'>;

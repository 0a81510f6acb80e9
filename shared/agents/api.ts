import type { Agent } from './schema.js';

/** Allow-list of what a visitor sees of an agent: a new field stays private until it is listed here. */
export const PUBLIC_AGENT_FIELDS = [
  'id', 'name', 'title', 'specialty', 'languages', 'achievements', 'bio', 'phone', 'email', 'imageUrl', 'isPresident',
  'calendlyUrl', 'agencyName', 'licenceName', 'licenceNumber', 'licenceDesignations', 'createdAt',
] as const satisfies readonly (keyof Agent)[];
export type PublicAgent = Pick<Agent, (typeof PUBLIC_AGENT_FIELDS)[number]>;

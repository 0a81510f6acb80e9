export type { AdminPropertyAgent, AdminPropertyDetail, AdminPropertyListItem, Page } from '../../../../../shared/properties/api';
export type { Property as AdminProperty } from '../../../../../shared/properties/schema';

/** Every admin query key starts with 'admin': sign-out forgets them all. */
export const adminPropertyKeys = {
  all: ['admin', 'properties'] as const,
  list: (includeInactive: boolean) => ['admin', 'properties', 'list', { includeInactive }] as const,
  detail: (id: string) => ['admin', 'properties', 'detail', id] as const,
  agentOptions: ['admin', 'properties', 'agent-options'] as const,
};

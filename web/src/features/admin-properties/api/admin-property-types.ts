import type { Agent } from '../../../../../shared/agents/schema';
import type { Page } from '../../../../../shared/properties/api';
import type { Property } from '../../../../../shared/properties/schema';

export type { Page };

/** What the admin API answers for a property: every field, active or not. */
export type AdminProperty = Property;

/** A broker linked to the property, with what the detail page needs to reach them. */
export type AdminPropertyAgent = Pick<Agent, 'id' | 'name'> & Partial<Pick<Agent, 'email' | 'phone' | 'calendlyUrl' | 'title' | 'imageUrl'>> & { isPrimary: boolean };

export type AdminPropertyDetail = AdminProperty & { agents: AdminPropertyAgent[] };

/** Every admin query key starts with 'admin': sign-out forgets them all. */
export const adminPropertyKeys = {
  all: ['admin', 'properties'] as const,
  list: (includeInactive: boolean) => ['admin', 'properties', 'list', { includeInactive }] as const,
  detail: (id: string) => ['admin', 'properties', 'detail', id] as const,
  agentOptions: ['admin', 'properties', 'agent-options'] as const,
};

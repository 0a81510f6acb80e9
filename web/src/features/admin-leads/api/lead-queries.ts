import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LeadTypeFilter } from '../../../../../shared/leads/api';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';
import { frLeads } from '../i18n/fr';

export const LEADS_PAGE_SIZE = 24;

/** Every key starts with ['admin', 'leads']: a live update about a lead refreshes them all. */
export const leadKeys = {
  all: ['admin', 'leads'] as const,
  list: (q: string, type: LeadTypeFilter) => ['admin', 'leads', 'list', { q, type }] as const,
  stats: ['admin', 'leads', 'stats'] as const,
  detail: (id: string) => ['admin', 'leads', 'detail', id] as const,
  agentOptions: ['admin', 'leads', 'agent-options'] as const,
  propertyOptions: ['admin', 'leads', 'property-options'] as const,
};

/** Newest first, searched and filtered by the server, one page at a time. */
export const leadsQueryOptions = (q: string, type: LeadTypeFilter) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(q, type),
    queryFn: ({ pageParam, signal }) => api.get('/admin/leads', { query: { limit: LEADS_PAGE_SIZE, type, q, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const leadStatsQueryOptions = queryOptions({
  queryKey: leadKeys.stats,
  queryFn: ({ signal }) => api.get('/admin/leads/stats', { signal }),
});

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: ({ signal }) => api.get('/admin/leads/{id}', { params: { id }, signal }),
    // A 404 will not change on a second try.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });

export type Option = { id: string; label: string };

/** The brokers a lead can be assigned to (a brokerage has dozens), by name. */
export const agentOptionsQueryOptions = queryOptions({
  queryKey: leadKeys.agentOptions,
  queryFn: ({ signal }) => api.get('/admin/agents', { query: { limit: 100 }, signal }),
  select: (page): Option[] => page.items.map((a) => ({ id: a.id, label: a.isActive ? a.name : `${a.name}${frLeads.dialog.inactiveAgent}` })),
});

/** The newest properties, active or not, a lead can be linked to. */
export const propertyOptionsQueryOptions = queryOptions({
  queryKey: leadKeys.propertyOptions,
  queryFn: ({ signal }) => api.get('/admin/properties', { query: { includeInactive: 'true', limit: 100 }, signal }),
  select: (page): Option[] => page.items.map((p) => ({ id: p.id, label: p.isActive ? p.title : `${p.title}${frLeads.dialog.inactiveProperty}` })),
});

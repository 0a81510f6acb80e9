import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPTY_SITE_CLAIMS, type SiteClaims } from '../../../shared/settings/claims';
import { api } from './api-client';

export { claimSourceLine } from '../../../shared/settings/claims';

/** The brokerage's figures and guarantees (Paramètres → Site): the sellers and finance-takeover pages embed them. */
export function siteClaimsQueryOptions() {
  return queryOptions({ queryKey: ['site-claims'], queryFn: ({ signal }) => api.get('/site-claims', { signal }) });
}

/** None until read, or on a new stage: the pages then leave those sections out. */
export function useSiteClaims(): SiteClaims {
  return useQuery(siteClaimsQueryOptions()).data ?? EMPTY_SITE_CLAIMS;
}

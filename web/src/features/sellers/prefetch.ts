import type { QueryClient } from '@tanstack/react-query';
import { siteClaimsQueryOptions } from '../../lib/site-claims';
import { testimonialsQueryOptions } from './api/get-testimonials';

/** Route loader work for `/vendeur-lead`: the testimonials and the brokerage's figures, while the page code loads. Never rejects. */
export const prefetchSellers = (queryClient: QueryClient) =>
  Promise.all([queryClient.prefetchQuery(testimonialsQueryOptions()), queryClient.prefetchQuery(siteClaimsQueryOptions())]).then(() => undefined);

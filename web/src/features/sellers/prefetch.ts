import type { QueryClient } from '@tanstack/react-query';
import { testimonialsQueryOptions } from './api/get-testimonials';

/** Route loader work for `/vendeur-lead`: the testimonials, while the page code loads. Never rejects. */
export const prefetchSellers = (queryClient: QueryClient) => queryClient.prefetchQuery(testimonialsQueryOptions());

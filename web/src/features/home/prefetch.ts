import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { agentsQueryOptions } from './api/get-agents';
import { featuredPropertiesQueryOptions } from './api/get-featured-properties';
import { siteSettingsQueryOptions } from './api/get-site-settings';
import { HERO_IMAGES } from './hero-images';

/** Route loader work for `/`: data and the first hero image start while the page code loads. */
export function prefetchHome(queryClient: QueryClient) {
  preloadImage(HERO_IMAGES[0]!);
  void queryClient.prefetchQuery(siteSettingsQueryOptions());
  void queryClient.prefetchQuery(featuredPropertiesQueryOptions());
  void queryClient.prefetchQuery(agentsQueryOptions());
}

import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { agentsQueryOptions } from './api/get-agents';
import { featuredPropertiesQueryOptions } from './api/get-featured-properties';
import { siteSettingsQueryOptions } from '../../lib/site-settings';
import { HERO_IMAGES, heroSrcSet } from './hero-images';

/**
 * Route loader work for `/`: data and the first hero image start while the page code loads.
 * Settles (never rejects) once the site settings, which decide between the hero and the
 * maintenance page, are in the cache or have failed.
 */
export function prefetchHome(queryClient: QueryClient): Promise<void> {
  preloadImage(HERO_IMAGES[0]!, { srcset: heroSrcSet(HERO_IMAGES[0]!), sizes: '100vw' });
  void queryClient.prefetchQuery(featuredPropertiesQueryOptions());
  void queryClient.prefetchQuery(agentsQueryOptions());
  return queryClient.prefetchQuery(siteSettingsQueryOptions());
}

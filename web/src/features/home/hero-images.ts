/** The 4 hero backgrounds (public-site.md §9), generated into the media bucket by the seed. */
export const HERO_IMAGES = [1, 2, 3, 4].map((n) => `/media/site/hero-${n}.webp`);

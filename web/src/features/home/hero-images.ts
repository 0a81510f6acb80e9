/** The 4 hero backgrounds (public-site.md §9), generated into the media bucket by the seed. */
export const HERO_IMAGES = [1, 2, 3, 4].map((n) => `/media/site/hero-${n}.webp`);

/** The hero's widths: the 1920 original and the two smaller copies the seed writes beside it. */
export const HERO_WIDTHS = [480, 960, 1920] as const;

/** `srcset` of a hero background: a phone loads the 960 copy (about half the original's bytes). */
export const heroSrcSet = (src: string) =>
  HERO_WIDTHS.map((width) => `${width === 1920 ? src : src.replace(/\.webp$/, `-${width}.webp`)} ${width}w`).join(', ');

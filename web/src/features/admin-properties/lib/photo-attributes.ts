import type { SyntheticEvent } from 'react';
import { srcSetOf } from '../../../../../shared/media/renditions';
import { PLACEHOLDER_IMAGE } from '../../../lib/image-fallback';

/** src, and for pipeline photos their renditions (160/480/960/1600) with the displayed width. */
export function photoAttributes(url: string, sizes: string) {
  const srcSet = srcSetOf(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

/** A broken photo shows the placeholder once (its srcset goes too, or the browser would keep using it). */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}

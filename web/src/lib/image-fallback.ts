import type { SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * Swaps a broken image for the placeholder once. Done on the element so a failing placeholder
 * cannot loop, and a later src change from React (next photo) still goes through.
 */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.getAttribute('src') !== PLACEHOLDER_IMAGE) image.src = PLACEHOLDER_IMAGE;
}

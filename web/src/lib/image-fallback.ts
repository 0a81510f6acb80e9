import { useCallback, useState, type SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * Swaps a broken image for the placeholder once. Done on the element so a failing placeholder
 * cannot loop, and a later src change from React (next photo) still goes through.
 */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.getAttribute('src') !== PLACEHOLDER_IMAGE) image.src = PLACEHOLDER_IMAGE;
}

/** Whether an image already failed: on a prerendered page it may fail before hydration attaches onError. */
const failedBeforeHydration = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute('src'));

/**
 * A broken image's state for components that render the placeholder themselves: `onError`, and a ref
 * that catches an image which failed before the page was hydrated (its error event is gone by then).
 */
export function useImageFallback() {
  const [broken, setBroken] = useState(false);
  const ref = useCallback((image: HTMLImageElement | null) => {
    if (image && failedBeforeHydration(image) && image.getAttribute('src') !== PLACEHOLDER_IMAGE) setBroken(true);
  }, []);
  const onError = useCallback(() => setBroken(true), []);
  return { broken, ref, onError };
}

/** The ref twin of showPlaceholderOnError (srcset dropped too): an image that failed before hydration, or `failed` now. */
export function placeholderIfBroken(image: HTMLImageElement | null, failed = false) {
  if (!image || !(failed || failedBeforeHydration(image)) || image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}

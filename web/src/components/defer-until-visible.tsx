import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterHydration } from '../lib/next-task';

/**
 * Mounts `children` only when their place comes near the viewport, once the page is interactive.
 * Below-the-fold sections (and their code, when lazy) then cost nothing before the first screen is
 * painted and interactive.
 * "Near" includes anything already above the viewport: a visitor who scrolls fast while the page
 * loads (or lands lower) jumps past the placeholder without it ever intersecting, and it must not stay
 * empty.
 */
/** Taller than any page: the root's top edge extends above the whole document. */
const ABOVE_THE_VIEWPORT = 1_000_000;

export function DeferUntilVisible({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    // Watched once the page is interactive: a section near the first screen never delays its hydration.
    let observer: IntersectionObserver | undefined;
    let unmounted = false;
    void afterHydration().then(() => {
      if (unmounted || !ref.current) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${ABOVE_THE_VIEWPORT}px 0px 400px 0px` },
      );
      observer.observe(ref.current);
    });
    return () => {
      unmounted = true;
      observer?.disconnect();
    };
  }, [near]);

  return near ? children : <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
}

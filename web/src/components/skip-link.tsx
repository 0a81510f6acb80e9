import type { MouseEvent } from 'react';
import { fr } from '../i18n/fr';

/** Also the "top of page" focus target, so keyboard users restart from the very beginning. */
export const SKIP_LINK_ID = 'haut';

export function SkipLink({ targetId }: { targetId: string }) {
  // Focus instead of following the hash: a hash change would go through the router as a navigation.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <a
      id={SKIP_LINK_ID}
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus-visible:not-sr-only focus-visible:fixed focus-visible:top-3 focus-visible:left-3"
    >
      {fr.a11y.skipToContent}
    </a>
  );
}

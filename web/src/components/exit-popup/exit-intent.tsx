import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { island } from '../../islands/island';

const ExitPopupDialog = lazy(() => import('./exit-popup-dialog').then((m) => ({ default: m.ExitPopupDialog })));

/** Where the popup never shows: the sign-in page, and the sellers page whose own form asks the same. (/admin has its own layout.) */
const EXCLUDED_PATHS = ['/auth', '/vendeur-lead', '/desabonnement'];

/**
 * Once per page load (spec §4), as the spec's single-page app had it: moving to another page of the site
 * does not re-arm it, a reload does. The islands' pages are separate documents, so the tab remembers it
 * (sessionStorage, a flag and nothing else) and a reload forgets it; the module flag covers the app's own
 * navigation and a refused storage.
 */
const SHOWN_KEY = 'exit-popup-shown';
let shownThisPageLoad = false;

function shownInThisTab(): boolean {
  if (shownThisPageLoad) return true;
  try {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (navigation?.type === 'reload') window.sessionStorage.removeItem(SHOWN_KEY);
    return window.sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberShown() {
  shownThisPageLoad = true;
  try {
    window.sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage refused: once per document only.
  }
}

/**
 * Exit intent: the pointer leaving the window through the top. Touch devices have no pointer to
 * leave, so nothing is armed there. Never over another open dialog. The popup's code loads only when
 * it is about to show.
 */
export function ExitIntent() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const excluded = EXCLUDED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  useEffect(() => {
    if (excluded || shownInThisTab()) return;
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    function onMouseOut(event: MouseEvent) {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      if (document.querySelector('dialog[open]')) return;
      rememberShown();
      document.removeEventListener('mouseout', onMouseOut);
      setOpen(true);
    }
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [excluded]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExitPopupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}

export const ExitIntentIsland = island('layout', 'ExitIntent', ExitIntent);

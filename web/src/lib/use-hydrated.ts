import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until the component has run in the browser. A control that only the
 * app can run (no link or form behind it) is disabled until then: a press before would be lost (issue 29).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

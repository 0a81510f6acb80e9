import { useEffect, useState } from 'react';

/** How long typing pauses before a back-office search is sent. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delayMs` (a search sent to the server once typing pauses). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

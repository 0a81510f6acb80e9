import { useCallback, useEffect, useId, useRef } from 'react';

/**
 * The web side of the public forms' abuse guard (shared/abuse/form-guard.ts): a honeypot input people
 * never see, and the time the form has been on screen. Render `honeypot` inside the form and spread
 * `fields()` into the JSON sent. The clock starts after hydration (an effect), so it also works on
 * prerendered pages.
 */
export function useFormGuard() {
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const fields = useCallback(
    () => ({
      website: honeypotRef.current?.value ?? '',
      elapsedMs: shownAt.current === null ? 0 : Math.round(performance.now() - shownAt.current),
    }),
    [],
  );

  // Off screen rather than display:none (which many bots skip), out of the tab order and of the accessibility tree.
  const honeypot = (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input ref={honeypotRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );

  return { honeypot, fields };
}

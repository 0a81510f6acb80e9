import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { GUARDED_FORM_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE, LIVE_FORM_ATTRIBUTE } from '../../../shared/site/head-script';

/** What a visitor changed in a form before the app ran it: field name → value. */
export type TypedValues = Record<string, string>;

/**
 * The fields under `root` whose value differs from the one rendered. Hydration keeps what was typed in
 * the page but not in the app's state, whose next render would wipe it: the form adopts these values first.
 */
export function changedFields(root: ParentNode): TypedValues {
  const typed: TypedValues = {};
  for (const element of Array.from(root.querySelectorAll('input, select, textarea'))) {
    if (element instanceof HTMLSelectElement) {
      if (element.name && Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) typed[element.name] = element.value;
    } else if (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['hidden', 'checkbox', 'radio'].includes(element.type))) {
      if (element.name && element.value !== element.defaultValue) typed[element.name] = element.value;
    }
  }
  return typed;
}

/** The typed values of a form's own fields (`fields`: its empty values), for a form that keeps them in one state object. */
export function ownFields<Values extends Record<string, string>>(typed: TypedValues, fields: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(typed).filter(([name]) => Object.hasOwn(fields, name))) as Partial<Values>;
}

/** When the page was first painted, i.e. shown (navigation start in a tab that never painted). */
function firstPaintAt(): number {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}

/** The guarded forms the page's HTML held when the app started: on screen since the first paint. */
const formsFromPage = new WeakSet<HTMLFormElement>();

/**
 * Called by main.tsx right before it hydrates the page; the function it returns, right after (the same
 * task: nothing is painted in between). Hydration keeps what was typed in inputs, but sets each
 * <textarea> to its rendered value: what was typed there is put back, and the form adopts it like any
 * typed value (useFormGuard).
 */
export function keepTypedThroughHydration(root: ParentNode): () => void {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>(`form[${GUARDED_FORM_ATTRIBUTE}]`))) formsFromPage.add(form);
  const typed = Array.from(root.querySelectorAll('textarea')).flatMap((area) => (area.value === area.defaultValue ? [] : [[area, area.value] as const]));
  return () => {
    for (const [area, value] of typed) area.value = value;
  };
}

/**
 * The web side of the public forms' abuse guard (shared/abuse/form-guard.ts) and their life before the
 * app: a honeypot input people never see, the time the form has been on screen, and what the visitor did
 * before the app ran the form (issue 29).
 *
 * Spread `formProps` on the <form>, render `honeypot` inside it and spread `fields()` into the JSON sent.
 * - A form in the prerendered page has been on screen since the first paint: its clock starts there, so
 *   a person who typed before the app loaded is not taken for a bot, and a script that sends at once
 *   still is. A form mounted later starts its clock when mounted.
 * - Values typed before the app ran the form are handed to `adopt` (the form puts them in its state).
 * - A submit pressed before then was held by the head script (shared/site/head-script.ts): it is sent
 *   now, once, through the form's own handler (its checks and its bot check, timed to the press).
 * - `live` is false until then (a button disabled by the app's state must not be disabled in the HTML).
 */
export function useFormGuard(adopt?: (typed: TypedValues) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const shownAt = useRef<number | null>(null);
  const pressedAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [live, setLive] = useState(false);
  const [replay, setReplay] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    shownAt.current = form && formsFromPage.has(form) ? firstPaintAt() : performance.now();
    if (!form) return;
    const typed = changedFields(form);
    delete typed.website;
    if (Object.keys(typed).length > 0) adopt?.(typed);
    const held = form.getAttribute(HELD_SUBMIT_ATTRIBUTE);
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    form.removeAttribute('aria-busy');
    form.setAttribute(LIVE_FORM_ATTRIBUTE, '');
    setLive(true);
    if (held !== null) {
      pressedAt.current = Number(held);
      setReplay(true);
    }
    // Once, when the app first runs the form; `adopt` is that of the first render.
  }, []);

  // After the render that adopted the typed values: the form's handler sees them.
  useEffect(() => {
    if (!replay) return;
    setReplay(false);
    formRef.current?.requestSubmit();
  }, [replay]);

  const fields = useCallback(() => {
    const at = pressedAt.current ?? performance.now();
    pressedAt.current = null;
    return {
      website: honeypotRef.current?.value ?? '',
      elapsedMs: shownAt.current === null ? 0 : Math.max(0, Math.round(at - shownAt.current)),
    };
  }, []);

  // Off screen rather than display:none (which many bots skip), out of the tab order and of the accessibility tree.
  const honeypot = (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input ref={honeypotRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );

  return { honeypot, fields, live, formProps: { ref: formRef, [GUARDED_FORM_ATTRIBUTE]: '' } };
}

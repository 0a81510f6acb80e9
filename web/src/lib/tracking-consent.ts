// Quebec Law 25: nothing is tracked and no identifier stored until the visitor accepts. Browser only:
// every function reads storage when called (in effects and handlers), never during a render.

import { CONSENT_KEY } from '../../../shared/site/head-script';

export { CONSENT_KEY };
export const SESSION_KEY = 'analytics_session';

export type ConsentChoice = 'accepted' | 'refused';

type Listener = () => void;
const listeners = new Set<Listener>();
let reopenRequested = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered choice, or null when the visitor has not chosen yet (or storage is unavailable). */
export function consentChoice(): ConsentChoice | null {
  const value = storage()?.getItem(CONSENT_KEY);
  return value === 'accepted' || value === 'refused' ? value : null;
}

export const trackingAllowed = () => consentChoice() === 'accepted';

/** Remembers the choice; a refusal also forgets the session identifier. */
export function setConsent(choice: ConsentChoice) {
  const store = storage();
  try {
    store?.setItem(CONSENT_KEY, choice);
    if (choice === 'refused') store?.removeItem(SESSION_KEY);
  } catch {
    // Storage full or blocked: the choice then lasts for this page only.
  }
  reopenRequested = false;
  listeners.forEach((notify) => notify());
}

/** The session identifier, created on first use, and only once tracking is accepted. */
export function sessionToken(): string | null {
  if (!trackingAllowed()) return null;
  const store = storage();
  let token = store?.getItem(SESSION_KEY) ?? null;
  if (!token) {
    token = crypto.randomUUID();
    try {
      store?.setItem(SESSION_KEY, token);
    } catch {
      return null;
    }
  }
  return token;
}

/** The footer's 'Préférences de témoins': shows the banner again. */
export function reopenConsent() {
  reopenRequested = true;
  listeners.forEach((notify) => notify());
}

/** Whether the banner should show: no choice yet, or the visitor asked to change it. */
export const consentBannerWanted = () => reopenRequested || consentChoice() === null;

export function onConsentChange(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

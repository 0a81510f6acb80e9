/**
 * The consent banner is in every prerendered page (it is then painted with the page, not seconds later
 * after the app's code). A visitor who already chose must never see it: this script, inline in the
 * page's <head> and allowed by its hash in the Content-Security-Policy, marks the document before its
 * first paint, and the stylesheet hides the banner on a marked document (Quebec Law 25 banner, issue 11).
 */

/** Where the visitor's choice is kept (web/src/lib/tracking-consent.ts). */
export const CONSENT_KEY = 'analytics_consent';
/** Set on <html> when a choice is kept; the banner removes it when the footer reopens it. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

export const CONSENT_GATE_SCRIPT = `try{var c=localStorage.getItem("${CONSENT_KEY}");if(c==="accepted"||c==="refused")document.documentElement.setAttribute("${CONSENT_CHOSEN_ATTRIBUTE}","")}catch(e){}`;

/** The names the head script (head-script.ts), the boot script and the app share on the page. */

/** Where the visitor's choice is kept (web/src/lib/tracking-consent.ts). */
export const CONSENT_KEY = 'analytics_consent';
/** Set on <html> when a choice is kept; the banner removes it when the footer reopens it. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';
/** A lead form the head script holds until the app runs it. */
export const GUARDED_FORM_ATTRIBUTE = 'data-guarded';
/** Set by the app on a guarded form it runs: from then on its submits are the app's. */
export const LIVE_FORM_ATTRIBUTE = 'data-live';
/** A submit the head script held: the press's time (performance.now(), ms). */
export const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';
/** On <html> when the page was opened with a query string some page renders from. */
export const QUERY_ATTRIBUTE = 'data-query';

/**
 * The one inline script of every page, first in its <head> and allowed by its hash in the
 * Content-Security-Policy (infra/security-headers.ts). It runs before the first paint and before any
 * other script, so what it does holds from the moment the page is on screen (issue 11, issue 29):
 *
 * 1. Consent: a visitor who already chose must never see the banner. It is in every prerendered page
 *    (painted with it, not seconds later); the script marks the document and the stylesheet hides it.
 * 2. Forms before the app: until the app has hydrated a form, a submit would be the browser's own (a GET
 *    of the page with the visitor's fields in its URL).
 *    - A search form (`method="get"` with an action) goes through: its URL is a search the page
 *      understands, and the app renders it.
 *    - A lead form (`data-guarded`) not yet live is held: marked `data-submit-held` with the press's
 *      time, and sent by the form itself once the app runs it (web/src/lib/form-guard.tsx).
 *    - Any other form waits for the app.
 * 3. A page opened with a query string (a search) shows prerendered results for the bare path until the
 *    app renders the search: the document is marked so the stylesheet hides them, and the search forms
 *    show the search from the URL (once parsed, without waiting for the page's module scripts). A query
 *    of parameters no page renders from (rendersFromQuery) changes nothing: the page is the prerendered one.
 *
 * It is a literal string: its hash must be the same wherever it is computed.
 */

import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_KEY, GUARDED_FORM_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE, LIVE_FORM_ATTRIBUTE, QUERY_ATTRIBUTE } from './page-attributes';

export { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_KEY, GUARDED_FORM_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE, LIVE_FORM_ATTRIBUTE, QUERY_ATTRIBUTE };

/**
 * Query parameters no page renders its first view from: campaign and click ids, and the contact page's
 * property (its card shows once fetched, after hydration). A page opened with only these is exactly its
 * prerendered HTML, so the app hydrates it (keeping what was typed) instead of rendering it again.
 */
export const UNRENDERED_QUERY_PARAM = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|propriete)$/;
/** Whether a page's first view depends on this query string (main.tsx then renders instead of hydrating). */
export const rendersFromQuery = (search: string) => [...new URLSearchParams(search).keys()].some((key) => !UNRENDERED_QUERY_PARAM.test(key));

export const HEAD_SCRIPT =
  `var d=document.documentElement;` +
  `try{var c=localStorage.getItem("${CONSENT_KEY}");if(c==="accepted"||c==="refused")d.setAttribute("${CONSENT_CHOSEN_ATTRIBUTE}","")}catch(e){}` +
  `document.addEventListener("submit",function(e){var f=e.target;` +
  `if(!(f instanceof HTMLFormElement)||f.getAttribute("method")==="get"&&f.hasAttribute("action")||f.hasAttribute("${LIVE_FORM_ATTRIBUTE}"))return;` +
  `if(f.hasAttribute("${GUARDED_FORM_ATTRIBUTE}")){e.preventDefault();if(!f.hasAttribute("${HELD_SUBMIT_ATTRIBUTE}"))f.setAttribute("${HELD_SUBMIT_ATTRIBUTE}",String(Math.round(performance.now())));f.setAttribute("aria-busy","true")}` +
  `else if(d.getAttribute("data-hydrated")!=="true")e.preventDefault()},true);` +
  `var q=false;new URLSearchParams(location.search).forEach(function(v,k){if(!${UNRENDERED_QUERY_PARAM}.test(k))q=true});` +
  `if(q){d.setAttribute("${QUERY_ATTRIBUTE}","");document.addEventListener("readystatechange",function(){if(document.readyState!=="interactive")return;var p=new URLSearchParams(location.search);` +
  `document.querySelectorAll('form[method="get"][action]').forEach(function(f){if(new URL(f.action).pathname!==location.pathname)return;` +
  `p.forEach(function(v,k){var x=f.elements.namedItem(k);if(x&&"value"in x)x.value=v})})})}`;

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { startTracking, trackPageVisit } from '../lib/tracking';
import { consentBannerWanted, onConsentChange, setConsent, type ConsentChoice } from '../lib/tracking-consent';
import { CONSENT_CHOSEN_ATTRIBUTE } from '../../../shared/site/head-script';
import { consentText } from './consent-text';
import { Button } from './ui/button';
import { island } from '../islands/island';

/** A route's title is set by its page once loaded: the visit is sent a moment after the route changes. */
const VISIT_DELAY_MS = 300;

/**
 * Quebec Law 25 consent banner and the page-visit hook. Rendered on the server, so it is painted with
 * the prerendered page, early in it (after the header: public-layout.tsx), so that it shows with the first
 * paint rather than when the end of the document arrives; a visitor who already chose never sees it (the
 * head script marks the document before its first paint and the stylesheet hides it), and the browser then
 * removes it once storage is read (in effects only). While it shows, the page keeps room at its end for it
 * (styles.css). 'Accepter' and 'Refuser' are the same size, side by side.
 */
export function ConsentBanner() {
  const [visible, setVisible] = useState(true);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    startTracking();
    const sync = () => {
      const wanted = consentBannerWanted();
      // Reopened from the footer: the document's mark from the gate no longer hides it.
      if (wanted) document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
      setVisible((was) => {
        if (wanted && !was && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
          // Reopened from the footer: focus moves to the banner (once shown), and back once the choice is made.
          returnFocus.current = document.activeElement;
        }
        return wanted;
      });
    };
    sync();
    return onConsentChange(sync);
  }, []);

  useEffect(() => {
    if (visible && returnFocus.current) titleRef.current?.focus();
  }, [visible]);

  useEffect(() => {
    const timer = setTimeout(trackPageVisit, VISIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  function choose(choice: ConsentChoice) {
    setConsent(choice);
    if (choice === 'accepted') trackPageVisit();
    returnFocus.current?.focus();
    returnFocus.current = null;
  }

  if (!visible) return null;
  return (
    <section
      aria-label={consentText.region}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6 sm:py-4 lg:px-8">
        <div className="text-sm text-slate-700">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold text-navy-950 outline-none">
            {consentText.title}
          </h2>
          <p className="mt-1 leading-snug">
            {consentText.body}{' '}
            <Link to="/confidentialite" className="font-medium text-navy-800 underline underline-offset-2 hover:text-navy-950">
              {consentText.policy}
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3 sm:w-72">
          <Button variant="navy" size="md" onClick={() => choose('refused')}>
            {consentText.refuse}
          </Button>
          <Button variant="navy" size="md" onClick={() => choose('accepted')}>
            {consentText.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}

export const ConsentBannerIsland = island('layout', 'ConsentBanner', ConsentBanner);

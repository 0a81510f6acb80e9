import { ArrowUp, Mail, MapPin, Phone } from './icons';
import { useId } from 'react';
import { Link } from 'react-router';
import { fr } from '../i18n/fr';
import { frComponents } from '../i18n/fr-components';
import { agencyMention, socialProfiles, telHref, useSiteIdentity } from '../lib/site-info';
import { BrandMark } from './brand-logo';
import { consentText } from './consent-text';
import { reopenConsent } from '../lib/tracking-consent';
import { NewsletterFormIsland } from './newsletter-form';
import { publicNavItems } from './nav-items';
import { socialIcons } from './social-icons';
import { Button } from './ui/button';
import { island } from '../islands/island';

const services = [
  { to: '/vendeur-lead', label: fr.footer.services.valuation },
  { to: '/listings', label: fr.footer.services.buying },
  { to: '/vendeur-lead', label: fr.footer.services.selling },
  { to: '/reprise-finance', label: fr.footer.services.financeTakeovers },
  { to: '/search', label: fr.footer.services.aiSearch },
];

const linkClass = 'rounded-sm text-navy-200 transition-colors hover:text-gold-300';
const headingClass = 'mb-4 text-sm font-semibold uppercase tracking-widest text-gold-300';

export function SiteFooter({ topTargetId }: { topTargetId: string }) {
  const servicesTitleId = useId();
  const navTitleId = useId();
  const contactTitleId = useId();
  const newsletterTitleId = useId();
  const identity = useSiteIdentity();
  const social = socialProfiles(identity);
  const agency = agencyMention(identity);

  return (
    <footer className="dark-surface bg-navy-950 text-white">
      <section aria-labelledby={newsletterTitleId} className="border-b border-navy-800">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-start lg:px-8">
          <div>
            <h2 id={newsletterTitleId} className={headingClass}>
              {frComponents.newsletter.footerTitle}
            </h2>
            <p className="text-sm leading-relaxed text-navy-200">{frComponents.newsletter.footerText}</p>
          </div>
          {/* In the page and hydrated with it: typed and sent before the app runs, nothing is lost (issue 29). */}
          <NewsletterFormIsland source="footer" variant="dark" />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-3 text-lg font-bold">
            <BrandMark />
            {fr.brand.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-navy-200">{fr.footer.about}</p>
          {social.length > 0 && (
            <>
              <h2 className="sr-only">{fr.footer.socialTitle}</h2>
              <ul className="mt-6 flex gap-3">
                {social.map(({ network, label, href }) => {
                  const Icon = socialIcons[network];
                  return (
                    <li key={network}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={fr.footer.socialLabel(label)}
                        className="flex size-10 items-center justify-center rounded-full bg-navy-800 text-navy-100 transition-colors hover:bg-gold-400 hover:text-navy-950"
                      >
                        <Icon aria-hidden="true" className="size-5" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>

        <section aria-labelledby={servicesTitleId}>
          <h2 id={servicesTitleId} className={headingClass}>
            {fr.footer.servicesTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            {services.map(({ to, label }) => (
              <li key={label}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby={navTitleId}>
          <h2 id={navTitleId} className={headingClass}>
            {fr.footer.navigationTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            {publicNavItems.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/calculatrices" className={linkClass}>
                {fr.footer.calculators}
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby={contactTitleId}>
          <h2 id={contactTitleId} className={headingClass}>
            {fr.footer.contactTitle}
          </h2>
          <address className="space-y-3 text-sm not-italic text-navy-200">
            {identity.street && (
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                <span>
                  {identity.street}
                  <br />
                  {identity.locality} {identity.postalCode}
                </span>
              </p>
            )}
            {identity.phone && (
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                <a href={telHref(identity.phone)} className={linkClass}>
                  {identity.phone}
                </a>
              </p>
            )}
            {identity.email && (
              <p className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                <a href={`mailto:${identity.email}`} className={linkClass}>
                  {identity.email}
                </a>
              </p>
            )}
            <p>
              <Link to="/contact" className={`${linkClass} underline underline-offset-2`}>
                {fr.footer.contactPage}
              </Link>
            </p>
          </address>
        </section>
      </div>

      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-navy-200 sm:flex-row sm:px-6 lg:px-8">
          <p>
            {fr.footer.legal(agency || fr.brand.name, identity.agencyLicenceNumber)}{' '}
            <Link to="/confidentialite" className={`${linkClass} underline underline-offset-2`}>
              {fr.footer.privacy}
            </Link>
            {' · '}
            <Link to="/accessibilite" className={`${linkClass} underline underline-offset-2`}>
              {fr.footer.accessibility}
            </Link>
            {' · '}
            <ConsentPreferencesIsland />
          </p>
          <BackToTopIsland topTargetId={topTargetId} />
        </div>
      </div>
    </footer>
  );
}

/** Reopens the consent banner (the visitor's choice can be changed at any time). */
export function ConsentPreferences() {
  return (
    <button type="button" onClick={reopenConsent} className={`${linkClass} underline underline-offset-2`}>
      {consentText.preferences}
    </button>
  );
}

/** Focus goes back to the top too, otherwise keyboard users would keep tabbing from the footer. */
export function BackToTop({ topTargetId }: { topTargetId: string }) {
  function backToTop() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById(topTargetId)?.focus({ preventScroll: true });
  }
  return (
    <Button variant="dark-outline" size="sm" onClick={backToTop}>
      <ArrowUp aria-hidden="true" className="size-4" />
      {fr.footer.backToTop}
    </Button>
  );
}

const ConsentPreferencesIsland = island('layout', 'ConsentPreferences', ConsentPreferences);
const BackToTopIsland = island('layout', 'BackToTop', BackToTop);

/** The islands of every page (the public layout): in the islands runtime's own chunk. */
export { ConsentBanner } from '../../components/consent-banner';
export { ExitIntent } from '../../components/exit-popup/exit-intent';
export { BackToTop, ConsentPreferences } from '../../components/site-footer';
export { NewsletterForm } from '../../components/newsletter-form';
export { SiteHeader } from '../../components/site-header';

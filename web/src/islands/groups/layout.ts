/** The islands of every page's first screen (the public layout's header and banners): in the islands runtime's own chunk; the footer's are a group of their own (footer.ts). */
export { ConsentBanner } from '../../components/consent-banner';
export { ExitIntent } from '../../components/exit-popup/exit-intent';
export { SiteHeader } from '../../components/site-header';

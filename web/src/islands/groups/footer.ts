/** The footer's islands (every page): out of view at first, their code is fetched once the page's first screen runs. */
export { BackToTop, ConsentPreferences } from '../../components/site-footer';
export { NewsletterForm } from '../../components/newsletter-form';

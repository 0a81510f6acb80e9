import type { MailMessage } from '../mail/schema.js';
import { BRAND_NAME, type SiteIdentity } from '../settings/identity.js';
import { escapeHtml } from '../text.js';
import { newsletterSignature, oneClickHeaders, type NewsletterLinks } from './mail.js';
import type { Subscriber } from './schema.js';

/**
 * The French welcome mail, text and HTML, with the unsubscribe link and the one-click headers, signed with the
 * brokerage's identification from the site settings (CASL: name, mailing address, a way to reach it).
 */
export function welcomeMail(
  subscriber: Pick<Subscriber, 'email' | 'name'>,
  outcome: 'subscribed' | 'resubscribed',
  links: NewsletterLinks,
  identity: SiteIdentity,
): MailMessage {
  const greeting = subscriber.name ? `Bonjour ${subscriber.name},` : 'Bonjour,';
  const intro =
    outcome === 'resubscribed'
      ? `Vous êtes de nouveau abonné à l’infolettre de ${BRAND_NAME}. Merci de votre confiance !`
      : `Merci de vous être abonné à l’infolettre de ${BRAND_NAME} !`;
  const body = 'Vous recevrez nos nouvelles propriétés, nos conseils et l’actualité du marché immobilier québécois.';
  const unsubscribe = 'Vous pouvez vous désabonner en tout temps en un clic :';
  const signature = newsletterSignature(identity).join('\n');
  const text = [greeting, '', intro, body, '', `${unsubscribe} ${links.unsubscribePage}`, '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(unsubscribe)} <a href="${escapeHtml(links.unsubscribePage)}">se désabonner</a>.</p>`,
    `<p>${signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    to: [subscriber.email],
    subject: outcome === 'resubscribed' ? `Réabonnement réussi – ${BRAND_NAME}` : `Bienvenue dans l’infolettre de ${BRAND_NAME}`,
    text,
    html,
    headers: oneClickHeaders(links),
  };
}

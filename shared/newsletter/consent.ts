/**
 * The consent wording each newsletter form shows (CASL: what is sent, by whom, how to contact them,
 * and that consent can be withdrawn at any time). The web shows it under the form and the server
 * stores the wording of the form named in the request — never a wording sent by the client — so the
 * subscriber's record says exactly what the person agreed to.
 */
/** The forms: site footer, blog page, finance-takeover page's VIP alert, and the unsubscribe page's 'subscribe again'. */
export const NEWSLETTER_SOURCES = ['footer', 'blog', 'alerte-vip', 'desabonnement'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

const SENDER = 'Courtage Québec, 1250, boulevard René-Lévesque Ouest, Montréal (Québec) H3B 4W8, info@courtagequebec.ca';
const WITHDRAWAL = 'Vous pouvez retirer votre consentement en tout temps grâce au lien de désabonnement présent dans chaque courriel.';

export const NEWSLETTER_CONSENT: Record<NewsletterSource, string> = {
  footer: `En vous abonnant, vous acceptez de recevoir par courriel l'infolettre de ${SENDER} (nouvelles propriétés, conseils et actualités immobilières). ${WITHDRAWAL}`,
  blog: `En vous inscrivant, vous acceptez de recevoir par courriel les nouveaux articles et l'infolettre de ${SENDER}. ${WITHDRAWAL}`,
  desabonnement: `En vous réabonnant, vous acceptez de recevoir de nouveau par courriel l'infolettre de ${SENDER} (nouvelles propriétés, conseils et actualités immobilières). ${WITHDRAWAL}`,
  'alerte-vip': `En vous inscrivant à l'Alerte VIP, vous acceptez de recevoir par courriel les alertes de reprises de finance et l'infolettre de ${SENDER}. ${WITHDRAWAL}`,
};

/** The wording a form of `source` shows, hence the one recorded with the consent. */
export function consentWording(source: NewsletterSource): string {
  return NEWSLETTER_CONSENT[source];
}

/**
 * The consent wording each newsletter form shows (CASL: what is sent, by whom, how to contact them,
 * and that consent can be withdrawn at any time). The web shows it under the form and the server
 * stores the wording of the form named in the request — never a wording sent by the client — so the
 * subscriber's record says exactly what the person agreed to.
 */
/** The forms: site footer, blog page, finance-takeover page's VIP alert, and the unsubscribe page's 'subscribe again'. */
export const NEWSLETTER_SOURCES = ['footer', 'blog', 'alerte-vip', 'desabonnement'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

const WITHDRAWAL = 'Vous pouvez retirer votre consentement en tout temps grâce au lien de désabonnement présent dans chaque courriel.';

const WORDINGS: Record<NewsletterSource, (sender: string) => string> = {
  footer: (sender) => `En vous abonnant, vous acceptez de recevoir par courriel l'infolettre de ${sender} (nouvelles propriétés, conseils et actualités immobilières). ${WITHDRAWAL}`,
  blog: (sender) => `En vous inscrivant, vous acceptez de recevoir par courriel les nouveaux articles et l'infolettre de ${sender}. ${WITHDRAWAL}`,
  desabonnement: (sender) =>
    `En vous réabonnant, vous acceptez de recevoir de nouveau par courriel l'infolettre de ${sender} (nouvelles propriétés, conseils et actualités immobilières). ${WITHDRAWAL}`,
  'alerte-vip': (sender) => `En vous inscrivant à l'Alerte VIP, vous acceptez de recevoir par courriel les alertes de reprises de finance et l'infolettre de ${sender}. ${WITHDRAWAL}`,
};

/**
 * The wording a form of `source` shows, hence the one recorded with the consent: `sender` is the brokerage as the
 * site settings identify it (`senderIdentification`), the same on the page and on the server.
 */
export function consentWording(source: NewsletterSource, sender: string): string {
  return WORDINGS[source](sender);
}

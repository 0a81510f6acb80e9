import type { MailMessage } from '../mail/schema.js';
import { addressLine, agencyMention, BRAND_NAME, type SiteIdentity } from '../settings/identity.js';

/** What every newsletter mail (welcome, campaign) carries: the subscriber's own links and the sender's identification. */
export type NewsletterLinks = {
  /** The page a person opens from the mail: /desabonnement?token=…(&campagne=…) */
  unsubscribePage: string;
  /** RFC 8058 one-click target the mailbox provider POSTs to (List-Unsubscribe-Post). */
  oneClick: string;
};

/** The links of one subscriber's token on the site's origin; a campaign's id rides along to count its unsubscribes. */
export function newsletterLinks(siteOrigin: string, token: string, campaignId?: string): NewsletterLinks {
  const origin = siteOrigin.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  const campaign = (name: string) => (campaignId ? `&${name}=${encodeURIComponent(campaignId)}` : '');
  return {
    unsubscribePage: `${origin}/desabonnement?${query}${campaign('campagne')}`,
    oneClick: `${origin}/api/newsletter/one-click?${query}${campaign('campaign')}`,
  };
}

/** The signature lines: CASL asks for the sender's name, a mailing address and a way to reach it. */
export const newsletterSignature = (identity: SiteIdentity) =>
  [`L’équipe ${BRAND_NAME}`, agencyMention(identity), addressLine(identity), identity.email].filter(Boolean);

/** RFC 8058 one-click unsubscribe headers. */
export const oneClickHeaders = (links: NewsletterLinks): NonNullable<MailMessage['headers']> => [
  { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
  { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
];

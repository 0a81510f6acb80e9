import type { MailMessage } from '../mail/schema.js';
import { BRAND_NAME, type SiteIdentity } from '../settings/identity.js';
import { escapeHtml } from '../text.js';
import type { CampaignContent, CampaignItem } from './campaign.js';
import { newsletterSignature, oneClickHeaders, type NewsletterLinks } from './mail.js';

export const TEST_SUBJECT_PREFIX = '[Test] ';
const TEST_NOTICE = 'Ceci est un envoi d’essai : chaque abonné recevra son propre lien de désabonnement.';
const WHY = `Vous recevez ce courriel parce que vous êtes abonné à l’infolettre de ${BRAND_NAME}.`;
const UNSUBSCRIBE = 'Se désabonner en un clic';
const itemAction = (item: CampaignItem) => (item.kind === 'listing' ? 'Voir la propriété' : 'Lire l’article');

/** The body's text for the plain-text part: block ends become line breaks, tags go, entities are read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const itemHtml = (item: CampaignItem) =>
  [
    '<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb">',
    item.imageUrl ? `<img src="${escapeHtml(item.imageUrl)}" alt="" width="560" style="display:block;width:100%;max-width:560px;height:auto;border-radius:6px">` : '',
    `<p style="margin:8px 0 2px;font-weight:bold">${escapeHtml(item.title)}</p>`,
    item.detail ? `<p style="margin:0 0 6px;color:#374151">${escapeHtml(item.detail)}</p>` : '',
    `<a href="${escapeHtml(item.url)}" style="color:#1d4ed8">${escapeHtml(itemAction(item))}</a>`,
    '</td></tr>',
  ].join('');

/** The listings or articles of a mail, each with its photo, title, detail line and link (the alerts' mails too). */
export const itemsHtml = (items: readonly CampaignItem[]) =>
  items.length ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items.map(itemHtml).join('')}</table>` : '';

/**
 * One subscriber's mail of a campaign: the editor's HTML (sanitized when saved), the featured listings and
 * articles, why they receive it, their own unsubscribe link and one-click headers (RFC 8058), and the
 * brokerage's identification (CASL). `test` marks the copy an admin sends to themselves.
 */
export function campaignMail(content: CampaignContent, to: string, links: NewsletterLinks, identity: SiteIdentity, options: { test?: boolean } = {}): MailMessage {
  const signature = newsletterSignature(identity);
  const subject = `${options.test ? TEST_SUBJECT_PREFIX : ''}${content.subject}`;
  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">',
    '<tr><td style="padding:24px 20px">',
    options.test ? `<p style="margin:0 0 16px;padding:8px;background:#fef3c7">${escapeHtml(TEST_NOTICE)}</p>` : '',
    content.bodyHtml,
    itemsHtml(content.items),
    '</td></tr>',
    '<tr><td style="padding:16px 20px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">',
    `<p style="margin:0 0 8px">${escapeHtml(WHY)} <a href="${escapeHtml(links.unsubscribePage)}" style="color:#1d4ed8">${UNSUBSCRIBE}</a>.</p>`,
    `<p style="margin:0">${signature.map(escapeHtml).join('<br>')}</p>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\n');
  const text = [
    ...(options.test ? [TEST_NOTICE, ''] : []),
    htmlToText(content.bodyHtml),
    ...content.items.flatMap((item) => ['', item.title, ...(item.detail ? [item.detail] : []), `${itemAction(item)} : ${item.url}`]),
    '',
    '—',
    WHY,
    `${UNSUBSCRIBE} : ${links.unsubscribePage}`,
    '',
    ...signature,
  ].join('\n');
  return { to: [to], subject, text, html, headers: oneClickHeaders(links) };
}

import { formatListingPrice, formatPrice } from '../format.js';
import type { MailMessage } from '../mail/schema.js';
import type { CampaignItem } from '../newsletter/campaign.js';
import { itemsHtml } from '../newsletter/campaign-mail.js';
import { newsletterSignature, oneClickHeaders, type NewsletterLinks } from '../newsletter/mail.js';
import { PROPERTY_STATUS_LABELS, typeLabel } from '../properties/labels.js';
import { BRAND_NAME, type SiteIdentity } from '../settings/identity.js';
import { escapeHtml } from '../text.js';
import { describeCriteria, FREQUENCY_LABELS, type AlertFrequency } from './labels.js';
import type { AlertChange } from './rules.js';
import type { AlertCriteria } from './schema.js';

export type AlertLinks = {
  /** « Gérer mes alertes »: /alertes?token=… */
  manage: string;
  /** RFC 8058 target: POST deletes this alert. */
  oneClick: string;
};

const html = (paragraphs: string[], after = '') =>
  ['<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">', ...paragraphs.map((p) => `<p>${p}</p>`), after, '</body></html>'].join('\n');

/** The double opt-in mail: nothing else goes to this address until its link is followed. */
export function confirmationMail(to: string, criteria: AlertCriteria, frequency: AlertFrequency, confirmUrl: string, identity: SiteIdentity): MailMessage {
  const intro = 'Vous avez demandé à recevoir une alerte pour les propriétés suivantes :';
  const what = `${describeCriteria(criteria)} (${FREQUENCY_LABELS[frequency].toLowerCase()}).`;
  const ask = 'Pour l’activer, confirmez votre adresse. Sans confirmation, aucune alerte ne vous sera envoyée.';
  const ignore = 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel.';
  const signature = newsletterSignature(identity);
  return {
    to: [to],
    subject: `Confirmez votre alerte immobilière – ${BRAND_NAME}`,
    text: ['Bonjour,', '', intro, what, '', ask, `Confirmer mon alerte : ${confirmUrl}`, '', ignore, '', ...signature].join('\n'),
    html: html([
      'Bonjour,',
      `${escapeHtml(intro)}<br><strong>${escapeHtml(what)}</strong>`,
      escapeHtml(ask),
      `<a href="${escapeHtml(confirmUrl)}" style="color:#1d4ed8;font-weight:bold">Confirmer mon alerte</a>`,
      escapeHtml(ignore),
      signature.map(escapeHtml).join('<br>'),
    ]),
  };
}

/** One listing of an alert mail: what changed, and the listing as the site shows it. */
export type AlertItem = {
  change: AlertChange;
  listing: { id: string; title: string; price: number; propertyType: Parameters<typeof typeLabel>[0]; location: string; imageUrl: string | null };
};

/** A listing as an alert mail shows it, with the change it tells (its first photo when no main one is set). */
export const alertItemOf = (change: AlertChange, property: Omit<AlertItem['listing'], 'imageUrl'> & { imageUrl?: string; photosUrls: string[] }): AlertItem => ({
  change,
  listing: { id: property.id, title: property.title, price: property.price, propertyType: property.propertyType, location: property.location, imageUrl: property.imageUrl ?? property.photosUrls[0] ?? null },
});

const changeLabel = (change: AlertChange, transactionType?: AlertCriteria['transactionType']) =>
  change.kind === 'new' ? 'Nouvelle propriété' : change.kind === 'price-drop' ? `Prix réduit (auparavant ${formatListingPrice(change.from, transactionType)})` : PROPERTY_STATUS_LABELS[change.status];

/**
 * The mail of one alert: its listings (photo, price, link), why it comes, the links to manage it and to stop it in
 * one click (RFC 8058 headers too), and the brokerage's identification (OACIQ, CASL).
 */
export function alertMail(to: string, criteria: AlertCriteria, items: AlertItem[], siteOrigin: string, links: AlertLinks, identity: SiteIdentity): MailMessage {
  const origin = siteOrigin.replace(/\/+$/, '');
  const entries: CampaignItem[] = items.map(({ change, listing }) => ({
    kind: 'listing',
    title: `${changeLabel(change, criteria.transactionType)} – ${listing.title}`,
    detail: [formatListingPrice(listing.price, criteria.transactionType), typeLabel(listing.propertyType), listing.location].join(' · '),
    url: `${origin}/property/${encodeURIComponent(listing.id)}`,
    imageUrl: listing.imageUrl ? (listing.imageUrl.startsWith('/') ? `${origin}${listing.imageUrl}` : listing.imageUrl) : null,
  }));
  const why = `Vous recevez ce courriel parce que vous avez créé et confirmé l’alerte « ${describeCriteria(criteria)} ».`;
  const signature = newsletterSignature(identity);
  const subject = items.length === 1 ? `${changeLabel(items[0]!.change, criteria.transactionType)} : ${items[0]!.listing.title}` : `${items.length} propriétés pour votre alerte – ${BRAND_NAME}`;
  return {
    to: [to],
    subject,
    text: [
      'Bonjour,',
      '',
      ...entries.flatMap((e) => [e.title, e.detail, `Voir la propriété : ${e.url}`, '']),
      '—',
      why,
      `Gérer mes alertes : ${links.manage}`,
      '',
      ...signature,
    ].join('\n'),
    html: html(
      ['Bonjour,'],
      [
        itemsHtml(entries),
        `<p style="font-size:13px;color:#4b5563">${escapeHtml(why)} <a href="${escapeHtml(links.manage)}" style="color:#1d4ed8">Gérer mes alertes</a> (changer la fréquence, suspendre ou supprimer).</p>`,
        `<p style="font-size:13px;color:#4b5563">${signature.map(escapeHtml).join('<br>')}</p>`,
      ].join('\n'),
    ),
    headers: oneClickHeaders({ oneClick: links.oneClick, unsubscribePage: links.manage }),
  };
}

/**
 * The Alerte VIP's offer to a subscriber of the former one (a newsletter sign-up that never sent an alert): the real
 * alert is one click away, and nothing changes without it. A newsletter mail, so it carries its unsubscribe link.
 */
export function vipOfferMail(subscriber: { email: string; name: string | null }, acceptUrl: string, newsletter: NewsletterLinks, identity: SiteIdentity): MailMessage {
  const greeting = subscriber.name ? `Bonjour ${subscriber.name},` : 'Bonjour,';
  const intro = `Vous vous êtes inscrit à l’Alerte VIP de ${BRAND_NAME}. Jusqu’ici, elle vous abonnait à notre infolettre : elle devient une véritable alerte, qui vous écrit dès qu’une reprise de finance est inscrite chez nous.`;
  const ask = 'Pour la recevoir, activez-la. Sans action de votre part, rien ne change : vous recevrez seulement notre infolettre.';
  const signature = newsletterSignature(identity);
  const unsubscribe = 'Pour ne plus recevoir notre infolettre :';
  return {
    to: [subscriber.email],
    subject: `Activez votre Alerte VIP des reprises de finance – ${BRAND_NAME}`,
    text: [greeting, '', intro, '', ask, `Activer mon Alerte VIP : ${acceptUrl}`, '', `${unsubscribe} ${newsletter.unsubscribePage}`, '', ...signature].join('\n'),
    html: html([
      escapeHtml(greeting),
      escapeHtml(intro),
      escapeHtml(ask),
      `<a href="${escapeHtml(acceptUrl)}" style="color:#1d4ed8;font-weight:bold">Activer mon Alerte VIP</a>`,
      `Pour ne plus recevoir notre infolettre, <a href="${escapeHtml(newsletter.unsubscribePage)}">désabonnez-vous</a>.`,
      signature.map(escapeHtml).join('<br>'),
    ]),
    headers: oneClickHeaders(newsletter),
  };
}

// Pure rules of the back office's notifications (issue 11 item 6): who is told, and the French mail.
import { onBrokerageCalendar } from '../calendar.js';
import type { MailMessage } from '../mail/schema.js';
import { BRAND_NAME } from '../settings/identity.js';
import { escapeHtml } from '../text.js';

/** Who a notification goes to: the assigned broker, else the linked property's primary broker, else the brokerage. */
export type Recipient = { email: string; kind: 'assigned-broker' | 'primary-broker' | 'brokerage' };

type Broker = { email?: string | null; isActive?: boolean } | null | undefined;

const usable = (broker: Broker) => {
  const email = broker?.email?.trim();
  return email && broker?.isActive !== false ? email : undefined;
};

export function notificationRecipient(candidates: { assignedBroker?: Broker; primaryBroker?: Broker; brokerageEmail: string }): Recipient {
  const assigned = usable(candidates.assignedBroker);
  if (assigned) return { email: assigned, kind: 'assigned-broker' };
  const primary = usable(candidates.primaryBroker);
  if (primary) return { email: primary, kind: 'primary-broker' };
  return { email: candidates.brokerageEmail, kind: 'brokerage' };
}


const LEAD_TYPE_LABELS: Record<string, string> = { acheteur: 'acheteur', vendeur: 'vendeur' };
const SOURCE_LABELS: Record<string, string> = {
  'contact-form': 'formulaire de contact',
  'vendeur-form': 'formulaire vendeurs',
  'exit-popup': 'fenêtre de sortie',
  'visit-booking': 'réservation de visite',
};

/**
 * The back-office links of the mails: the screen opens that one item (`?lead=` opens the lead's
 * dialog, `?appointment=` shows that visit request). Ids only: no name or e-mail in a URL (logs, history).
 */
export const adminLinks = (siteOrigin: string) => {
  const origin = siteOrigin.replace(/\/+$/, '');
  return {
    lead: (id: string) => `${origin}/admin/leads?lead=${encodeURIComponent(id)}`,
    appointment: (id: string) => `${origin}/admin/appointments?appointment=${encodeURIComponent(id)}`,
  };
};

const when = (instant: string) => onBrokerageCalendar(instant, "yyyy-MM-dd 'à' HH'h'mm");

/**
 * The mail about a new lead: its type, its source, the visitor's first name only and the property's
 * title; contact details stay in the back office (the mail may be forwarded or read on a phone).
 */
export function newLeadMail(
  to: string,
  lead: { name: string; leadType: string; source: string; createdAt: string },
  property: { title: string } | null,
  link: string,
): MailMessage {
  const type = LEAD_TYPE_LABELS[lead.leadType] ?? lead.leadType;
  const source = SOURCE_LABELS[lead.source] ?? lead.source;
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const lines = [
    'Bonjour,',
    '',
    `Un nouveau lead ${type} est arrivé le ${when(lead.createdAt)} (${source}).`,
    `Nom : ${firstName}`,
    ...(property ? [`Propriété : ${property.title}`] : []),
    '',
    'Ses coordonnées et son message sont dans le back-office :',
    link,
    '',
    BRAND_NAME,
  ];
  return mail(to, `Nouveau lead ${type} – ${BRAND_NAME}`, lines, link, 'Ouvrir le lead');
}

/** The mail about a visit request completed from the scheduling service. */
export function visitRequestMail(
  to: string,
  visit: { inviteeName: string; eventStartTime: string },
  property: { title: string } | null,
  leadCreated: boolean,
  link: string,
): MailMessage {
  const firstName = visit.inviteeName.trim().split(/\s+/)[0] ?? '';
  const lines = [
    'Bonjour,',
    '',
    property ? `Une visite de « ${property.title} » a été réservée pour le ${when(visit.eventStartTime)}.` : `Un rendez-vous a été réservé pour le ${when(visit.eventStartTime)}.`,
    `Visiteur : ${firstName}${leadCreated ? ' (nouveau lead acheteur)' : ''}`,
    '',
    'Confirmez ou annulez la demande dans le back-office :',
    link,
    '',
    BRAND_NAME,
  ];
  return mail(to, property ? `Nouvelle demande de visite : ${property.title}` : `Nouvelle demande de rendez-vous – ${BRAND_NAME}`, lines, link, 'Ouvrir la demande de visite');
}

function mail(to: string, subject: string, lines: string[], link: string, linkLabel: string): MailMessage {
  const text = lines.join('\n');
  const html = lines
    .filter(Boolean)
    .map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('\n');
  return { to: [to], subject, text, html };
}

import { agentRepository } from '../../agents/server/repository.js';
import { appointmentRepository } from '../../appointments/server/repository.js';
import { env } from '../../config/env.js';
import { leadRepository } from '../../leads/server/repository.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { logger } from '../../observability/logger.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { adminLinks, newLeadMail, notificationRecipient, visitRequestMail, type Recipient } from '../rules.js';

/** `skipped-no-recipient`: no broker follows it and the brokerage has not given its e-mail yet (the lead is in the back office all the same). */
export type NotificationOutcome = 'sent' | 'skipped-missing' | 'skipped-visit-lead' | 'skipped-canceled' | 'skipped-no-recipient';
type Deps = { sender?: MailSender; siteOrigin?: string };

/** Lead source whose LeadCreated is told by the visit request's own mail (one mail per booking, not two). */
const TOLD_BY_VISIT_MAIL = 'visit-booking';

/** Said in the logs, where operations look: the brokerage's e-mail is missing in Paramètres → Général ('Conformité' names it too). */
function noRecipient(id: string): NotificationOutcome {
  logger.warn('notification not sent: no broker follows it and the brokerage has no e-mail in its settings', { id });
  return 'skipped-no-recipient';
}

function siteOrigin(deps: Deps) {
  const origin = deps.siteOrigin ?? env().SITE_ORIGIN;
  if (!origin) throw new Error('SITE_ORIGIN is not set: notifications link to the back office');
  return origin;
}

/** The broker assigned to the lead, else the property's primary broker, else the brokerage's contact address. */
async function recipientFor(links: { assignedAgentId?: string; propertyId?: string }): Promise<Recipient> {
  const [assigned, primaryId, settings] = await Promise.all([
    links.assignedAgentId ? agentRepository.get(links.assignedAgentId) : null,
    links.propertyId ? propertyRepository.links(links.propertyId).then((l) => l.find((x) => x.isPrimary)?.agentId) : undefined,
    settingsRepository.getSiteSettings(),
  ]);
  const primary = primaryId ? await agentRepository.get(primaryId) : null;
  return notificationRecipient({ assignedBroker: assigned, primaryBroker: primary, brokerageEmail: settings.contactEmail });
}

async function propertyTitle(propertyId: string | undefined) {
  if (!propertyId) return null;
  const [property] = await propertyRepository.summaries([propertyId]);
  return property ? { title: property.title } : null;
}

/** LeadCreated → a mail to whoever follows the lead. A lead erased since is not mailed about. */
export async function notifyNewLead(leadId: string, deps: Deps = {}): Promise<NotificationOutcome> {
  const lead = await leadRepository.get(leadId);
  if (!lead) return 'skipped-missing';
  if (lead.source === TOLD_BY_VISIT_MAIL) return 'skipped-visit-lead';
  const [recipient, property] = await Promise.all([recipientFor(lead), propertyTitle(lead.propertyId)]);
  if (!recipient.email) return noRecipient(lead.id);
  await (deps.sender ?? mailSender).send(newLeadMail(recipient.email, lead, property, adminLinks(siteOrigin(deps)).lead(lead.id)));
  return 'sent';
}

/**
 * AppointmentCompleted → a mail about the visit request (the lead's broker, else the property's, else
 * the brokerage). A visit already canceled (in Calendly before its completion, or by an admin since) is
 * not announced as booked: no visit mail; its new lead, whose own mail this one replaces, gets the
 * usual new-lead mail instead, so the broker still hears of the visitor.
 */
export async function notifyVisitRequest(input: { appointmentId: string; leadCreated?: boolean }, deps: Deps = {}): Promise<NotificationOutcome> {
  const appointment = await appointmentRepository.get(input.appointmentId);
  if (!appointment) return 'skipped-missing';
  const lead = appointment.leadId ? await leadRepository.get(appointment.leadId) : null;
  const [recipient, property] = await Promise.all([
    recipientFor({ assignedAgentId: lead?.assignedAgentId, propertyId: appointment.propertyId ?? lead?.propertyId }),
    propertyTitle(appointment.propertyId),
  ]);
  if (!recipient.email) return noRecipient(appointment.id);
  const links = adminLinks(siteOrigin(deps));
  if (appointment.eventStatus === 'canceled') {
    if (!input.leadCreated || !lead) return 'skipped-canceled';
    await (deps.sender ?? mailSender).send(newLeadMail(recipient.email, lead, property, links.lead(lead.id)));
    return 'skipped-canceled';
  }
  const message = visitRequestMail(recipient.email, appointment, property, Boolean(input.leadCreated), links.appointment(appointment.id));
  await (deps.sender ?? mailSender).send(message);
  return 'sent';
}

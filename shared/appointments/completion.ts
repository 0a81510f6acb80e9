import { AppointmentCompletedV1 } from '../../events/appointment-completed.v1.js';
import { outboxItem } from '../../events/publish.js';
import { calendlyClient, bookingIds, type CalendlyClient, type CalendlyInvitee } from '../integrations/calendly.js';
import { IntegrationError } from '../integrations/http.js';
import { newLead } from '../leads/service.js';
import { logger } from '../observability/logger.js';
import { propertyRepository } from '../properties/repository.js';
import { settingsRepository } from '../settings/repository.js';
import { completedAppointment, visitLead } from './completion-rules.js';
import { completionRepository } from './completion-repository.js';
import { searchKeys } from './rules.js';

export type CompletionOutcome =
  | 'completed'
  | 'rejected'
  | 'not-configured'
  | 'refused'
  | 'already-done'
  | 'appointment-gone';

export type CompletionInput = { appointmentId: string; eventUri: string; inviteeUri?: string };

/**
 * Completes a booked visit from the scheduling service (public-site.md §4, §7 "Booking completion"):
 * with the saved token, the event and its invitee fill the appointment, the visitor's lead is linked
 * (same e-mail) or created (acheteur, through the leads service so LeadCreated is published), and
 * AppointmentCompleted is published — all in one transaction. An event the service does not know
 * (404, or a URI that is not the service's) is rejected: the placeholder is removed, no lead, no mail.
 * No token saved, or the token refused (401/403): the placeholder stays, marked incomplete. Transient
 * failures (5xx, 429, timeouts) throw: the bus retries, then dead-letters.
 */
export async function completeBooking(input: CompletionInput, deps: { client?: CalendlyClient; now?: () => Date } = {}): Promise<CompletionOutcome> {
  const now = deps.now ?? (() => new Date());
  for (let attempt = 1; ; attempt++) {
    const stored = await completionRepository.get(input.appointmentId);
    if (!stored) return 'appointment-gone';
    const { appointment: current, propertyTitleKey } = stored;
    if (current.completion) return 'already-done';

    const ids = bookingIds(input.eventUri, input.inviteeUri);
    if (!ids || current.calendlyEventId !== input.eventUri) {
      logger.warn('visit-completion: booking URI refused', { appointmentId: current.id });
      if ((await completionRepository.reject(current)) === 'committed') return 'rejected';
      continue;
    }

    let client = deps.client;
    if (!client) {
      const token = (await settingsRepository.getIntegrationSettings()).CALENDLY_ACCESS_TOKEN?.trim();
      if (!token) {
        const marked = await completionRepository.markIncomplete(current, now());
        return marked === 'committed' ? 'not-configured' : 'already-done';
      }
      client = calendlyClient(token);
    }

    let event;
    let invitee: CalendlyInvitee | null = null;
    try {
      event = await client.event(ids.eventUuid);
      if (ids.inviteeUuid) invitee = await client.invitee(ids.eventUuid, ids.inviteeUuid);
    } catch (error) {
      if (error instanceof IntegrationError && error.status === 404) {
        logger.warn('visit-completion: event unknown to the scheduling service', { appointmentId: current.id });
        if ((await completionRepository.reject(current)) === 'committed') return 'rejected';
        continue;
      }
      if (error instanceof IntegrationError && !error.retryable) {
        // 401/403 (token revoked or wrong) or another final refusal: retrying repeats it. The visit
        // request stays as booked, marked incomplete; the admin sees the placeholder and 'Tester' says why.
        logger.error('visit-completion: the scheduling service refused the request', { appointmentId: current.id, kind: error.kind, status: error.status });
        const marked = await completionRepository.markIncomplete(current, now());
        return marked === 'committed' ? 'refused' : 'already-done';
      }
      // 5xx, 429 after the client's retries, timeouts: the bus retries, then dead-letters.
      throw error;
    }

    const at = now();
    const next = completedAppointment(current, event, invitee, at);
    const { searchText } = searchKeys(next, propertyTitleKey);
    const existing = next.inviteeEmail ? await completionRepository.findLeadByEmail(next.inviteeEmail) : null;
    const [property] = !existing && next.inviteeEmail && next.propertyId ? await propertyRepository.summaries([next.propertyId]) : [];
    const created = existing || !next.inviteeEmail ? undefined : newLead(visitLead(next, property?.title), at);
    const leadId = existing?.id ?? created?.lead.id;
    const completed = { ...next, ...(leadId ? { leadId } : {}) };
    const outbox = outboxItem(
      AppointmentCompletedV1,
      { appointmentId: completed.id, leadId, propertyId: completed.propertyId, leadCreated: Boolean(created) },
      at,
    );
    const written = await completionRepository.complete(current, completed, searchText, { newLead: created, linkedLeadId: existing?.id, event: outbox });
    if (written === 'committed') return 'completed';
    // Moved meanwhile (an admin decided it, or a lead was erased between the read and the write): read again.
    if (attempt >= 3) throw new Error(`visit-completion: appointment ${current.id} kept changing`);
  }
}

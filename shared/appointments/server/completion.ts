import { AppointmentCompletedV1 } from '../../../events/appointment-completed.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { calendlyClient, bookingIds, type CalendlyClient, type CalendlyInvitee } from '../../integrations/server/calendly.js';
import { IntegrationError } from '../../integrations/server/http.js';
import { newLead } from '../../leads/server/service.js';
import { logger } from '../../observability/logger.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { completedAppointment, failureVerdict, isSavedEventType, savedEventTypeId, visitLead } from '../completion-rules.js';
import { completionRepository } from './completion-repository.js';
import { appointmentRepository } from './repository.js';
import { isLiveHold, searchKeys } from '../rules.js';

export type CompletionOutcome =
  | 'completed'
  | 'rejected'
  | 'not-configured'
  | 'refused'
  | 'already-done'
  | 'appointment-gone';

/**
 * All Calendly calls of one completion end within this (the event and invitee side by side, then
 * users/me after a 403): the consumer's Lambda has 30 s, its DynamoDB reads and write the rest.
 */
export const CALENDLY_BUDGET_MS = 20_000;

export type CompletionInput = { appointmentId: string; eventUri: string; inviteeUri?: string };

/**
 * Completes a held booking from the scheduling service (public-site.md §4, §7 "Booking completion";
 * issue 25): with the saved token, the event and its invitee make it a visit request admins see and count,
 * the visitor's lead is linked (same e-mail) or created (acheteur, through the leads service so LeadCreated
 * is published), and AppointmentCompleted is published — all in one transaction. A booking that is not
 * ours is rejected (the hold is deleted: no visit request, no counter, no lead, no mail): an event the
 * service does not know (404, or a URI that is not the service's), an event of another Calendly
 * organisation (403 while our token works: a visitor booking on their own Calendly account and posting
 * that URI), or an event of another event type than the saved one (when the saved value is an id). No
 * token saved, or the token refused (401, or 403 on users/me too): the booking stays held, marked
 * incomplete, until it expires (the admin screen says what is missing). Transient failures (5xx, 429,
 * timeouts) throw: the bus retries, then dead-letters.
 */
export async function completeBooking(input: CompletionInput, deps: { client?: CalendlyClient; now?: () => Date } = {}): Promise<CompletionOutcome> {
  const now = deps.now ?? (() => new Date());
  // One deadline for every Calendly call of this run, a second pass of the loop included (the Lambda times out at 30 s).
  const deadline = Date.now() + CALENDLY_BUDGET_MS;
  for (let attempt = 1; ; attempt++) {
    const stored = await completionRepository.get(input.appointmentId);
    if (!stored || !isLiveHold(stored.hold, now())) return (await appointmentRepository.get(input.appointmentId)) ? 'already-done' : 'appointment-gone';
    const { hold: current, propertyTitleKey } = stored;

    const ids = bookingIds(input.eventUri, input.inviteeUri);
    if (!ids || current.calendlyEventId !== input.eventUri) {
      logger.warn('visit-completion: booking URI refused', { appointmentId: current.id });
      if ((await completionRepository.reject(current)) === 'committed') return 'rejected';
      continue;
    }

    const settings = await settingsRepository.getIntegrationSettings();
    let client = deps.client;
    if (!client) {
      const token = settings.CALENDLY_ACCESS_TOKEN?.trim();
      if (!token) {
        const marked = await completionRepository.markIncomplete(current);
        return marked === 'committed' ? 'not-configured' : 'already-done';
      }
      client = calendlyClient(token, { deadline });
    }

    // The event and its invitee are independent: asked side by side, within the one budget.
    const [eventResult, inviteeResult] = await Promise.allSettled([
      client.event(ids.eventUuid),
      ids.inviteeUuid ? client.invitee(ids.eventUuid, ids.inviteeUuid) : Promise.resolve(null),
    ]);
    if (eventResult.status === 'rejected' || inviteeResult.status === 'rejected') {
      const errors = [eventResult, inviteeResult].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const known = errors.filter((e): e is IntegrationError => e instanceof IntegrationError);
      if (known.length < errors.length) throw errors.find((e) => !(e instanceof IntegrationError));
      const first = failureVerdict(known);
      const verdict = first === 'forbidden' ? await forbiddenVerdict(client, current.id) : first;
      if (verdict === 'unknown' || verdict === 'forged') {
        logger.warn('visit-completion: booking refused', { appointmentId: current.id, reason: verdict === 'unknown' ? 'unknown to the scheduling service' : 'event of another Calendly organisation' });
        if ((await completionRepository.reject(current)) === 'committed') return 'rejected';
        continue;
      }
      if (verdict === 'refused') {
        // 401 (token revoked or wrong) or another final refusal: retrying repeats it. The booking stays
        // held, marked incomplete; the scheduling card's 'Tester' says why.
        const refusal = known.find((e) => !e.retryable);
        logger.error('visit-completion: the scheduling service refused the request', { appointmentId: current.id, kind: refusal?.kind, status: refusal?.status });
        const marked = await completionRepository.markIncomplete(current);
        return marked === 'committed' ? 'refused' : 'already-done';
      }
      // 5xx, 429 after the client's retries, timeouts: the bus retries, then dead-letters.
      throw known[0];
    }
    const event = eventResult.value;
    const invitee: CalendlyInvitee | null = inviteeResult.value;

    if (!isSavedEventType(event.event_type, savedEventTypeId(settings.CALENDLY_EVENT_TYPE_UUID))) {
      // Booked with us, but not through the site's visit event type: not a visit request.
      logger.warn('visit-completion: event of another event type refused', { appointmentId: current.id });
      if ((await completionRepository.reject(current)) === 'committed') return 'rejected';
      continue;
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
    const written = await completionRepository.complete(current, completed, searchText, { propertyTitleKey, newLead: created, linkedLeadId: existing?.id, event: outbox });
    if (written === 'committed') return 'completed';
    // Moved meanwhile (another delivery settled it, or a lead was erased between the read and the write): read again.
    if (attempt >= 3) throw new Error(`visit-completion: appointment ${current.id} kept changing`);
  }
}

/**
 * A 403 on the booking: Calendly answers it for an event of another organisation, but also when our
 * own token lost its rights. users/me tells them apart: it answers → the token works → the event is
 * not ours (forged); refused → the token is the problem; unavailable → retry later.
 */
async function forbiddenVerdict(client: CalendlyClient, appointmentId: string): Promise<'forged' | 'refused'> {
  try {
    await client.currentUser();
    return 'forged';
  } catch (error) {
    if (error instanceof IntegrationError && !error.retryable) return 'refused';
    logger.warn('visit-completion: users/me failed after a 403', { appointmentId });
    throw error;
  }
}

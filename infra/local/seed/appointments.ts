import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { appointmentRepository } from '../../../shared/appointments/server/repository.js';
import { BROKERAGE_TIME_ZONE } from '../../../shared/calendar.js';
import { appointmentSchema } from '../../../shared/appointments/schema.js';
import { recordVisit } from '../../../shared/appointments/server/service.js';
import { leadRepository } from '../../../shared/leads/server/repository.js';
import { createLead } from '../../../shared/leads/server/service.js';
import type { DemoContext } from './context.js';
import { demoAppointments, type DemoAppointment } from './data/appointments.js';
import { demoId } from './seed.js';

const VISIT_MINUTES = 30;

/** The visit's start: `dayOffset` days from the seed's day, at `time` on the clock in Quebec. */
function startOf(visit: DemoAppointment, now: Date) {
  const [hours, minutes] = visit.time.split(':').map(Number) as [number, number];
  const day = addDays(new TZDate(now.getTime(), BROKERAGE_TIME_ZONE), visit.dayOffset);
  // A plain Date: TZDate's toISOString would carry the Quebec offset, and start times sort as UTC text.
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, BROKERAGE_TIME_ZONE).getTime());
}

/**
 * Demo visit requests (idempotent: a request already stored under its demo id is left as it is, so an
 * admin's decisions survive a restart). Each one is stored through the booking's own path (counters and
 * search keys included); a visitor who left a message first becomes a buyer lead, linked to the request.
 */
export async function seedDemoAppointments(context: DemoContext): Promise<string> {
  for (const visit of demoAppointments) {
    const id = demoId('appointment', visit.key);
    if (await appointmentRepository.get(id)) continue;
    const propertyId = context.propertyIds.get(visit.propertyKey);
    if (!propertyId) throw new Error(`Demo visit ${visit.key} names unknown property ${visit.propertyKey}`);
    const start = startOf(visit, context.now);
    // Booked a few days before the visit (never after the seed's clock).
    const bookedAt = new Date(Math.min(context.now.getTime(), start.getTime() - 3 * 86_400_000));
    // Stable lead id: a seed interrupted between the lead and the request finds the lead next time.
    const leadId = demoId('lead', `visite:${visit.key}`);
    const lead = visit.message
      ? ((await leadRepository.get(leadId)) ??
        (await createLead(
          {
            name: visit.inviteeName,
            email: visit.inviteeEmail,
            phone: visit.inviteePhone,
            message: visit.message,
            leadType: 'acheteur',
            status: 'new',
            source: 'visit-request',
            budget: null,
            interest: 'Visite de propriété',
            propertyId,
          },
          bookedAt,
          leadId,
        )))
      : undefined;
    await recordVisit(
      appointmentSchema.parse({
        id,
        calendlyEventId: `https://api.calendly.com/scheduled_events/demo-${visit.key}`,
        inviteeName: visit.inviteeName,
        inviteeEmail: visit.inviteeEmail,
        inviteePhone: visit.inviteePhone,
        eventStartTime: start.toISOString(),
        eventEndTime: new Date(start.getTime() + VISIT_MINUTES * 60_000).toISOString(),
        calendlyEventType: 'Visite propriété',
        calendlyLocation: 'Sur place',
        propertyId,
        leadId: lead?.id,
        eventStatus: visit.eventStatus,
        createdAt: bookedAt.toISOString(),
      }),
    );
  }
  return `${demoAppointments.length} demandes de visite`;
}

import { createConversions } from 'electrodb';
import type { AuditEntry } from '../../audit/schema.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { db } from '../../db/service.js';
import { assertCommitted } from '../../db/transactions.js';
import type { OutboxRecord } from '../../leads/server/repository.js';
import type { Page } from '../../list-query.js';
import { foldForSearch } from '../../text.js';
import { countBy, counterStore } from '../../stats/server/counter-store.js';
import { ALL_BUCKET, COUNTER_SCOPE, counterMoves, dayBucket, searchKeys } from '../rules.js';
import {
  APPOINTMENT_EXISTS_MESSAGE,
  appointmentSchema,
  bookingHoldSchema,
  type AdminAppointment,
  type AdminAppointmentsQuery,
  type Appointment,
  type AppointmentCounters,
  type BookingHold,
} from '../schema.js';

type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** Items read per DynamoDB page, and pages read per request, when the list is searched: bounded work. */
const READ_SIZE = 50;
const MAX_READS = 4;

const conversions = createConversions(db.entities.appointment);

/** The counters' share of a transaction: one ADD per counter item the write moves. */
const moveCounters = (counter: TransactionEntities['counter'], before: Appointment | null, after: Appointment | null) =>
  counterMoves(before, after).flatMap((m) => countBy(counter, { scope: COUNTER_SCOPE, bucket: m.bucket, name: m.name }, m.by));

type StoredAppointment = Appointment & { propertyTitleKey?: string; searchText?: string };
const fromItem = (row: StoredAppointment): Appointment => appointmentSchema.parse(row);

/** What a decision's transaction came to. */
export type DecisionOutcome = 'committed' | 'condition-failed';

export const appointmentRepository = {
  /**
   * A public booking held apart (no list, no counter) + its event-URI uniqueness item, held as long as the
   * booking (a booking of the same event fails the condition and writes nothing) + its AppointmentBooked
   * outbox item, in one transaction. The property title is kept folded for the visit request's search keys.
   */
  async hold(hold: BookingHold, options: { propertyTitle?: string; event: OutboxRecord }) {
    const result = await db.transaction
      .write(({ bookingHold, uniqueValue, outbox }) => [
        uniqueValue.create({ scope: 'appointment-event', value: hold.calendlyEventId, ownerId: hold.id, expiresAt: hold.expiresAt }).commit(),
        bookingHold.create({ ...hold, propertyTitleKey: foldForSearch(options.propertyTitle ?? '') }).commit(),
        outbox.create(options.event).commit(),
      ])
      .go();
    assertCommitted(result, APPOINTMENT_EXISTS_MESSAGE);
  },

  async getHold(id: string): Promise<BookingHold | null> {
    const { data } = await db.entities.bookingHold.get({ id }).go({ consistent: true });
    return data ? bookingHoldSchema.parse(data) : null;
  },

  /**
   * A visit whose details are known (the local demo seed): appointment + event-URI uniqueness item +
   * counters in one transaction. The property title is folded into the stored search keys.
   */
  async create(appointment: Appointment, options: { propertyTitle?: string }) {
    const result = await db.transaction
      .write(({ appointment: appointments, uniqueValue, counter }) => [
        uniqueValue.create({ scope: 'appointment-event', value: appointment.calendlyEventId, ownerId: appointment.id }).commit(),
        appointments.create({ ...appointment, ...searchKeys(appointment, options.propertyTitle) }).commit(),
        ...moveCounters(counter, null, appointment),
      ])
      .go();
    assertCommitted(result, APPOINTMENT_EXISTS_MESSAGE);
  },

  async get(id: string): Promise<Appointment | null> {
    const { data } = await db.entities.appointment.get({ id }).go({ consistent: true });
    return data ? fromItem(data) : null;
  },

  /**
   * The decision on a request: the new status only if it is still the status read (`scheduled`), its
   * counters and its audit entry, in one transaction. Two admins deciding at once: one commits, the
   * other's condition fails (a transaction conflict is retried by the client, shared/db/conflict-retry.ts,
   * and counts as lost once those tries are spent).
   */
  async decide(current: Appointment, next: Appointment, audit: AuditEntry): Promise<DecisionOutcome> {
    const result = await db.transaction
      .write(({ appointment, auditEntry, counter }) => [
        appointment
          .patch({ id: current.id })
          .set({ eventStatus: next.eventStatus, updatedAt: next.updatedAt })
          // Part of the status index key being rewritten; unchanged.
          .composite({ eventStartTime: current.eventStartTime })
          // The start time too: the day counter moved below is the one of the start time read.
          .where((a, op) => `${op.eq(a.eventStatus, current.eventStatus)} AND ${op.eq(a.eventStartTime, current.eventStartTime)}`)
          .commit(),
        auditEntry.create(audit).commit(),
        ...moveCounters(counter, current, next),
      ])
      .go();
    if (!result.canceled) return 'committed';
    if (result.data[0]?.code === 'ConditionalCheckFailed' || result.data.some((r) => r.code === 'TransactionConflict')) return 'condition-failed';
    throw new Error(`Visit request decision cancelled: ${result.data.map((r) => r.code ?? 'None').join(', ')}`);
  },

  /**
   * Newest start first, all or one status, optionally searched on the folded visitor name, e-mail and
   * property title. A search reads at most MAX_READS pages of READ_SIZE items per request; a short page
   * still carries a cursor when more items remain. The page's leads and properties come in one BatchGet each.
   */
  async list(query: AdminAppointmentsQuery): Promise<Page<AdminAppointment>> {
    const q = query.q ? foldForSearch(query.q) : '';
    const base = () => (query.status ? db.entities.appointment.query.byStatus({ eventStatus: query.status }) : db.entities.appointment.query.all({}));
    const read = () => (q ? base().where((a, op) => op.contains(a.searchText, q)) : base());
    const rows: StoredAppointment[] = [];
    let cursor = checkedCursor(query.cursor);
    for (let reads = 0; reads < MAX_READS; reads++) {
      const page = await read()
        .go({ order: 'desc', limit: q ? READ_SIZE : query.limit - rows.length, cursor })
        .catch(rethrowBadCursor);
      const wanted = query.limit - rows.length;
      if (page.data.length > wanted) {
        // Stop inside this page: the next page starts right after the last item kept.
        rows.push(...page.data.slice(0, wanted));
        const last = rows[rows.length - 1]!;
        const key = { id: last.id, eventStartTime: last.eventStartTime, eventStatus: last.eventStatus };
        cursor = query.status ? conversions.byAccessPattern.byStatus.fromComposite.toCursor(key) : conversions.byAccessPattern.all.fromComposite.toCursor(key);
        break;
      }
      rows.push(...page.data);
      cursor = page.cursor;
      if (!cursor || rows.length === query.limit) break;
    }
    return { items: await withLinks(rows.map(fromItem)), cursor: cursor ?? null };
  },

  /** Total, today (Quebec day of the start time), pending (scheduled) and confirmed: two counter reads. */
  async counters(now: Date): Promise<Omit<AppointmentCounters, 'schedulingConfigured'>> {
    const [all, today] = await Promise.all([counterStore.bucket(COUNTER_SCOPE, ALL_BUCKET), counterStore.bucket(COUNTER_SCOPE, dayBucket(now))]);
    // A counter is never shown below zero (a request removed by hand, a replayed seed).
    const value = (bucket: Record<string, number>, name: string) => Math.max(0, bucket[name] ?? 0);
    return { total: value(all, 'total'), today: value(today, 'total'), pending: value(all, 'scheduled'), confirmed: value(all, 'confirmed') };
  },
};

/** The linked leads and properties of a page, one BatchGet per kind (no read per item). */
async function withLinks(appointments: Appointment[]): Promise<AdminAppointment[]> {
  const ids = (pick: (a: Appointment) => string | undefined) => [...new Set(appointments.map(pick).filter((id): id is string => Boolean(id)))];
  const leadIds = ids((a) => a.leadId);
  const propertyIds = ids((a) => a.propertyId);
  const [leads, properties] = await Promise.all([
    leadIds.length ? db.entities.lead.get(leadIds.map((id) => ({ id }))).go({ attributes: ['id', 'name', 'email', 'phone', 'message'] }) : { data: [], unprocessed: [] },
    propertyIds.length ? db.entities.property.get(propertyIds.map((id) => ({ id }))).go({ attributes: ['id', 'title', 'location'] }) : { data: [], unprocessed: [] },
  ]);
  if (leads.unprocessed.length || properties.unprocessed.length) throw new Error('Visit request links: batch read left keys unprocessed');
  const leadById = new Map(leads.data.map((l) => [l.id, { id: l.id, name: l.name, email: l.email ?? null, phone: l.phone ?? null, message: l.message }]));
  const propertyById = new Map(properties.data.map((p) => [p.id, { id: p.id, title: p.title, location: p.location }]));
  return appointments.map((a) => ({
    id: a.id,
    inviteeName: a.inviteeName,
    inviteeEmail: a.inviteeEmail,
    inviteePhone: a.inviteePhone,
    eventStartTime: a.eventStartTime,
    eventEndTime: a.eventEndTime,
    eventStatus: a.eventStatus,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    lead: (a.leadId && leadById.get(a.leadId)) || null,
    property: (a.propertyId && propertyById.get(a.propertyId)) || null,
  }));
}

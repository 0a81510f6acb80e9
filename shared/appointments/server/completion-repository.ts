import { db } from '../../db/service.js';
import type { OutboxRecord } from '../../leads/server/repository.js';
import { leadRepository } from '../../leads/server/repository.js';
import type { Lead } from '../../leads/schema.js';
import { foldForSearch } from '../../text.js';
import { countBy } from '../../stats/server/counter-store.js';
import { COUNTER_SCOPE, counterMoves } from '../rules.js';
import { bookingHoldSchema, type Appointment, type BookingHold } from '../schema.js';

type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** What a completion's write came to: `changed` when the hold moved since it was read (another delivery completed or rejected it). */
export type CompletionWrite = 'committed' | 'changed';

/** Recent leads read when looking for a visitor's lead by e-mail: no e-mail index exists, so the search is bounded. */
const LEAD_READ_SIZE = 100;
const LEAD_MAX_READS = 4;

const countNew = (counter: TransactionEntities['counter'], appointment: Appointment) =>
  counterMoves(null, appointment).flatMap((m) => countBy(counter, { scope: COUNTER_SCOPE, bucket: m.bucket, name: m.name }, m.by));

function outcome(result: { canceled: boolean; data: ReadonlyArray<{ code?: string }> }): CompletionWrite {
  if (!result.canceled) return 'committed';
  if (result.data[0]?.code === 'ConditionalCheckFailed' || result.data.some((r) => r.code === 'TransactionConflict')) return 'changed';
  throw new Error(`Visit completion cancelled: ${result.data.map((r) => r.code ?? 'None').join(', ')}`);
}

export const completionRepository = {
  /** The held booking, with the folded property title kept at booking (for the visit request's search keys). */
  async get(id: string): Promise<{ hold: BookingHold; propertyTitleKey: string } | null> {
    const { data } = await db.entities.bookingHold.get({ id }).go({ consistent: true });
    return data ? { hold: bookingHoldSchema.parse(data), propertyTitleKey: data.propertyTitleKey ?? '' } : null;
  },

  /**
   * The visitor's lead: the newest lead with this e-mail among the latest LEAD_READ_SIZE × LEAD_MAX_READS
   * (filtered on the folded search text, then compared exactly). An older lead is not found: a new one
   * is created, which the back office shows next to it.
   */
  async findLeadByEmail(email: string): Promise<Lead | null> {
    const wanted = email.trim().toLowerCase();
    const folded = foldForSearch(wanted);
    let cursor: string | null = null;
    for (let reads = 0; reads < LEAD_MAX_READS; reads++) {
      const page: { data: { id: string; email?: string }[]; cursor: string | null } = await db.entities.lead.query
        .all({})
        .where((a, op) => op.contains(a.searchText, folded))
        .go({ order: 'desc', limit: LEAD_READ_SIZE, cursor, attributes: ['id', 'email', 'createdAt'] });
      const match = page.data.find((l) => l.email?.trim().toLowerCase() === wanted);
      if (match) return leadRepository.get(match.id);
      cursor = page.cursor;
      if (!cursor) break;
    }
    return null;
  },

  /**
   * The held booking becomes a visit request: the hold deleted (if still as read), the appointment
   * created with its search text and counters, its event URI kept for good, the visitor's new lead (with
   * its LeadCreated event and counters) when there is one to create, and the AppointmentCompleted event:
   * one transaction.
   */
  async complete(hold: BookingHold, appointment: Appointment, searchText: string, writes: { propertyTitleKey: string; newLead?: { lead: Lead; event: OutboxRecord }; linkedLeadId?: string; event: OutboxRecord }) {
    const result = await db.transaction
      .write((entities) => [
        entities.bookingHold.delete({ id: hold.id }).where((a, op) => op.eq(a.state, hold.state)).commit(),
        entities.appointment.create({ ...appointment, propertyTitleKey: writes.propertyTitleKey, searchText }).commit(),
        ...countNew(entities.counter, appointment),
        entities.uniqueValue.patch({ scope: 'appointment-event', value: hold.calendlyEventId }).remove(['expiresAt']).commit(),
        ...(writes.newLead ? leadRepository.createWrites(entities, writes.newLead.lead, writes.newLead.event) : []),
        ...(writes.linkedLeadId ? [entities.lead.check({ id: writes.linkedLeadId }).where((a, op) => op.exists(a.id)).commit()] : []),
        entities.outbox.create(writes.event).commit(),
      ])
      .go();
    return outcome(result);
  },

  /**
   * A booking the scheduling service does not know (a forged or mistyped event URI): the hold is deleted,
   * and nothing else was ever visible. Its event URI stays spent until the hold would have expired.
   */
  async reject(hold: BookingHold) {
    const result = await db.transaction.write(({ bookingHold }) => [bookingHold.delete({ id: hold.id }).where((a, op) => op.eq(a.state, hold.state)).commit()]).go();
    return outcome(result);
  },

  /** The service could not be asked (no token saved, or the token refused): the booking stays held, marked incomplete (the dialog says so). */
  async markIncomplete(hold: BookingHold) {
    const result = await db.transaction
      .write(({ bookingHold }) => [bookingHold.patch({ id: hold.id }).set({ state: 'incomplete' }).where((a, op) => op.eq(a.state, hold.state)).commit()])
      .go();
    return outcome(result);
  },
};

import { db } from '../db/service.js';
import { isConditionalFailure } from '../db/transactions.js';
import type { OutboxRecord } from '../leads/repository.js';
import { leadRepository } from '../leads/repository.js';
import type { Lead } from '../leads/schema.js';
import { foldForSearch } from '../properties/labels.js';
import { countBy } from '../stats/counter-store.js';
import { COUNTER_SCOPE, counterMoves } from './rules.js';
import { appointmentSchema, type Appointment } from './schema.js';

type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** What a completion's write came to: `changed` when the appointment moved since it was read (someone else completed or decided it). */
export type CompletionWrite = 'committed' | 'changed';

/** Recent leads read when looking for a visitor's lead by e-mail: no e-mail index exists, so the search is bounded. */
const LEAD_READ_SIZE = 100;
const LEAD_MAX_READS = 4;

const moveCounters = (counter: TransactionEntities['counter'], before: Appointment | null, after: Appointment | null) =>
  counterMoves(before, after).flatMap((m) => countBy(counter, { scope: COUNTER_SCOPE, bucket: m.bucket, name: m.name }, m.by));

function outcome(result: { canceled: boolean; data: ReadonlyArray<{ code?: string }> }): CompletionWrite {
  if (!result.canceled) return 'committed';
  if (result.data[0]?.code === 'ConditionalCheckFailed' || result.data.some((r) => r.code === 'TransactionConflict')) return 'changed';
  throw new Error(`Visit completion cancelled: ${result.data.map((r) => r.code ?? 'None').join(', ')}`);
}

export const completionRepository = {
  /** The appointment as stored, with the folded property title kept at booking (for its search keys). */
  async get(id: string): Promise<{ appointment: Appointment; propertyTitleKey: string } | null> {
    const { data } = await db.entities.appointment.get({ id }).go({ consistent: true });
    return data ? { appointment: appointmentSchema.parse(data), propertyTitleKey: data.propertyTitleKey ?? '' } : null;
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
   * The completed appointment (every field, its search text, its counters moved to the real start
   * time and status), the visitor's new lead (with its LeadCreated event and counters) when there is
   * one to create, and the AppointmentCompleted event: one transaction, conditioned on the appointment
   * being as read and not completed yet.
   */
  async complete(current: Appointment, next: Appointment, searchText: string, writes: { newLead?: { lead: Lead; event: OutboxRecord }; linkedLeadId?: string; event: OutboxRecord }) {
    const { id, createdAt: _createdAt, ...fields } = next;
    const result = await db.transaction
      .write((entities) => [
        entities.appointment
          .patch({ id })
          .set({ ...fields, searchText })
          .where(
            (a, op) =>
              `${op.eq(a.eventStatus, current.eventStatus)} AND ${op.eq(a.eventStartTime, current.eventStartTime)} AND ${op.notExists(a.completion)}`,
          )
          .commit(),
        ...moveCounters(entities.counter, current, next),
        ...(writes.newLead ? leadRepository.createWrites(entities, writes.newLead.lead, writes.newLead.event) : []),
        ...(writes.linkedLeadId ? [entities.lead.check({ id: writes.linkedLeadId }).where((a, op) => op.exists(a.id)).commit()] : []),
        entities.outbox.create(writes.event).commit(),
      ])
      .go();
    return outcome(result);
  },

  /**
   * A booking the scheduling service does not know (a forged or mistyped event URI): the placeholder
   * is deleted with its counters, so it never becomes a visit request. The event URI's uniqueness item
   * stays: the same URI is refused if booked again.
   */
  async reject(current: Appointment) {
    const result = await db.transaction
      .write(({ appointment, counter }) => [
        appointment
          .delete({ id: current.id })
          .where(
            (a, op) =>
              `${op.eq(a.eventStatus, current.eventStatus)} AND ${op.eq(a.eventStartTime, current.eventStartTime)} AND ${op.notExists(a.completion)}`,
          )
          .commit(),
        ...moveCounters(counter, current, null),
      ])
      .go();
    return outcome(result);
  },

  /** No token saved: the placeholder stays a visit request, marked incomplete (the booking dialog says so). */
  async markIncomplete(current: Appointment, now: Date) {
    try {
      await db.entities.appointment
        .patch({ id: current.id })
        .set({ completion: 'incomplete', updatedAt: now.toISOString() })
        .where((a, op) => op.notExists(a.completion))
        .go();
      return 'committed' as const;
    } catch (error) {
      if (isConditionalFailure(error)) return 'changed' as const;
      throw error;
    }
  },
};

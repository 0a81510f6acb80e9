// Pure rules of the visit requests (admin-and-platform.md §2 "Visit requests", §4 "Appointment").
import { brokerageDay } from '../calendar.js';
import { foldForSearch } from '../text.js';
import type { Appointment, AppointmentDecision, AppointmentStatus, BookingHold } from './schema.js';

/** Only a scheduled request can be confirmed or canceled; confirmed and canceled are final. */
export const canDecide = (from: AppointmentStatus, to: AppointmentDecision) => from === 'scheduled' && (to === 'confirmed' || to === 'canceled');

/** Counters of the screen (docs/data-model.md "Counters"): scope `appointments`. */
export const COUNTER_SCOPE = 'appointments';
/** Bucket `all`: `total` and one count per status. */
export const ALL_BUCKET = 'all';
/** Bucket `day#YYYY-MM-DD` (Quebec day of the start time: a visit is "today" when it starts today there): `total`. */
export const dayBucket = (instant: string | Date) => `day#${brokerageDay(instant)}`;

export type CounterMove = { bucket: string; name: string; by: number };

type Counted = Pick<Appointment, 'eventStatus' | 'eventStartTime'>;

/**
 * How a write moves the counters: a new request (before null), a status change or a new start time
 * (the booking's completion fills the real one). One move per counter item, zeros left out, so the
 * moves fit one transaction (an item may appear only once in it).
 */
export function counterMoves(before: Counted | null, after: Counted | null): CounterMove[] {
  const moves = new Map<string, CounterMove>();
  const add = (bucket: string, name: string, by: number) => {
    const key = `${bucket}\u0000${name}`;
    const move = moves.get(key) ?? { bucket, name, by: 0 };
    move.by += by;
    moves.set(key, move);
  };
  for (const [item, sign] of [[before, -1], [after, 1]] as const) {
    if (!item) continue;
    add(ALL_BUCKET, 'total', sign);
    add(ALL_BUCKET, item.eventStatus, sign);
    add(dayBucket(item.eventStartTime), 'total', sign);
  }
  return [...moves.values()].filter((m) => m.by !== 0);
}

/**
 * Search keys stored on the request (no join at read time): the folded property title, kept so the
 * search text can be rebuilt when the visitor's name or e-mail is filled in later, and the folded
 * visitor name, e-mail and property title the list's `contains` filter reads.
 */
export function searchKeys(appointment: Pick<Appointment, 'inviteeName' | 'inviteeEmail'>, propertyTitle: string | undefined) {
  const propertyTitleKey = foldForSearch(propertyTitle ?? '');
  return {
    propertyTitleKey,
    searchText: foldForSearch([appointment.inviteeName, appointment.inviteeEmail ?? '', propertyTitleKey].join(' ')).replace(/\s+/g, ' '),
  };
}
export type AppointmentDerivedKey = keyof ReturnType<typeof searchKeys>;

/**
 * How long a booking is held waiting for the scheduling service's confirmation: as long as the dead-letter
 * queue keeps a failed AppointmentBooked event (14 days), so a redriven event still finds its hold.
 */
export const HOLD_DAYS = 14;
export const holdExpiry = (now: Date) => Math.floor(now.getTime() / 1000) + HOLD_DAYS * 86_400;
/** DynamoDB deletes expired items within days, not at once: a hold past its expiry is gone for every reader. */
export const isLiveHold = (hold: Pick<BookingHold, 'expiresAt'>, now: Date) => hold.expiresAt * 1000 > now.getTime();

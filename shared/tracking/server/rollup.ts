import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { TrackingRecordedV1 } from '../../../events/tracking-recorded.v1.js';
import { addDays } from '../../dashboard/periods.js';
import { trackingRepository } from './repository.js';
import { conversionClaims, leadConverts, trackingDay, trackingDeltas } from './rules.js';

/**
 * The tracking-rollup consumer's work: once per event id, every counter of the event or none. A
 * conversion naming a lead counts only if that lead exists and was created shortly before the request
 * (the id a form's answer gave this visitor, not a made-up one); every conversion is claimed once.
 */
export async function applyTrackingEvent(event: BusEvent, now = new Date()): Promise<'applied' | 'duplicate'> {
  const { id, occurredAt, data } = parseEvent(TrackingRecordedV1, event);
  const withLead = conversionClaims(data).filter((claim) => claim.leadId !== undefined);
  const createdAt = await trackingRepository.leadsCreatedAt(withLead.map((claim) => claim.leadId!));
  const notThisVisitsLead = withLead.filter((claim) => !leadConverts(createdAt.get(claim.leadId!), occurredAt)).map((claim) => claim.key);
  return trackingRepository.applyOnce(
    id,
    data.sessionToken,
    (firstSighting, claimed) => trackingDeltas(data, firstSighting, new Set([...notThisVisitsLead, ...claimed])),
    now,
  );
}

/** Recounts the leads created on `day` (Quebec calendar, yyyy-mm-dd) into the daily stats: overwriting keeps it idempotent. */
export async function rollupLeadsForDay(day: string) {
  const leads = await trackingRepository.countLeadsCreatedOn(day);
  await trackingRepository.setDailyLeads(day, leads);
  return leads;
}

/** Today's and yesterday's counts (Quebec days): a lead landing just before midnight still counts for its day. */
export async function rollupRecentDays(now = new Date()) {
  const today = trackingDay(now);
  const yesterday = addDays(today, -1);
  return { [yesterday]: await rollupLeadsForDay(yesterday), [today]: await rollupLeadsForDay(today) };
}

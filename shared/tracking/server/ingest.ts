import { randomUUID } from 'node:crypto';
import { TrackingRecordedV1 } from '../../../events/tracking-recorded.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { TooManyRequestsError } from '../../errors.js';
import type { TrackEventsBody, TrackVisitBody } from '../api.js';
import { trackingRepository } from './repository.js';
import { RAW_TTL_SECONDS, eventsRecord, isAutomatedClient, trackingDay, visitRecord } from './rules.js';

export const TRACKING_RATE_LIMITED_MESSAGE = 'Trop de requêtes de suivi pour cette session.';
export const TRACKING_ADDRESS_LIMITED_MESSAGE = 'Trop de sessions de suivi depuis cette adresse : réessayez plus tard.';

export type IngestOutcome = 'recorded' | 'ignored-bot';
/**
 * What the ingest reads of the request: the User-Agent (the bot check) and the client address (CloudFront's,
 * for the per-address limit: hashed into an expiring counter, never stored with a hit).
 */
type ClientInfo = { userAgent: string; address: string };


async function admit(sessionToken: string, client: ClientInfo, now: Date): Promise<boolean> {
  if (isAutomatedClient(client.userAgent)) return false;
  const admission = await trackingRepository.admit(sessionToken, client.address, now.getTime());
  if (admission === 'session-limit') throw new TooManyRequestsError(TRACKING_RATE_LIMITED_MESSAGE);
  if (admission === 'address-limit') throw new TooManyRequestsError(TRACKING_ADDRESS_LIMITED_MESSAGE);
  return true;
}

const hitKey = (now: Date) => ({
  day: trackingDay(now),
  hitId: `${now.toISOString()}#${randomUUID()}`,
  receivedAt: now.toISOString(),
  expiresAt: Math.floor(now.getTime() / 1000) + RAW_TTL_SECONDS,
});

/** A page visit: the raw hit (no IP, no user agent) and its TrackingRecorded event, together. */
export async function recordVisit(body: TrackVisitBody, client: ClientInfo, now = new Date()): Promise<IngestOutcome> {
  if (!(await admit(body.sessionToken, client, now))) return 'ignored-bot';
  const { hit, data } = visitRecord(body, hitKey(now));
  await trackingRepository.recordHit(hit, outboxItem(TrackingRecordedV1, data, now));
  return 'recorded';
}

/** A batch of events: one raw hit holding them all, and one event for the rollup (types and property ids only). */
export async function recordEvents(body: TrackEventsBody, client: ClientInfo, now = new Date()): Promise<IngestOutcome> {
  if (!(await admit(body.sessionToken, client, now))) return 'ignored-bot';
  const { hit, data } = eventsRecord(body, hitKey(now));
  await trackingRepository.recordHit(hit, outboxItem(TrackingRecordedV1, data, now));
  return 'recorded';
}

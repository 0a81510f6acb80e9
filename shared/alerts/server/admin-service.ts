import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import type { AdminAlert } from '../admin.js';
import { criteriaOf } from '../rules.js';
import type { SavedSearch } from '../schema.js';
import { ownerKeyOf } from './owner.js';
import { alertRepository } from './repository.js';

const adminView = (s: SavedSearch): AdminAlert => ({
  id: s.id,
  email: s.email,
  criteria: criteriaOf(s),
  frequency: s.frequency,
  status: s.status,
  createdAt: s.createdAt,
  source: s.source,
  consentWording: s.consentWording,
  consentAt: s.consentAt,
  confirmedAt: s.confirmedAt,
});

/** One address's alerts with their consent records. */
export async function alertsOf(email: string): Promise<AdminAlert[]> {
  return (await alertRepository.listByOwner(ownerKeyOf(email))).map(adminView);
}

/** Deletes every alert of an address (a person's request, Law 25), each with its audit entry. */
export async function deleteAlertsOf(email: string, actor: Actor, now = new Date()): Promise<number> {
  const alerts = await alertRepository.listByOwner(ownerKeyOf(email));
  for (const alert of alerts) {
    // The trace of a deletion a person asked for keeps nothing of that person (no address, criteria or wording).
    const before = { source: alert.source, status: alert.status, frequency: alert.frequency, createdAt: alert.createdAt };
    await alertRepository.delete(alert, auditEntryFor({ actor, action: 'delete', entity: 'savedSearch', entityId: alert.id, before, after: null }, now));
  }
  return alerts.length;
}

import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { ADMIN_SUBSCRIBER_FIELDS, SUBSCRIBER_CHANGED, SUBSCRIBER_NOT_FOUND, type AdminSubscriber } from '../admin.js';
import { subscriberRepository } from './repository.js';
import type { Subscriber } from '../schema.js';

/** What the audit log keeps of a subscriber: the list's fields, not the consent wording. */
const audited = (s: Subscriber): AdminSubscriber => Object.fromEntries(ADMIN_SUBSCRIBER_FIELDS.map((f) => [f, s[f]])) as AdminSubscriber;

/** The subscriber of an id, read again by its key (consistent) so the write's condition holds on the latest version. */
async function current(id: string): Promise<Subscriber> {
  const indexed = await subscriberRepository.getById(id);
  const subscriber = indexed && (await subscriberRepository.get(indexed.email));
  if (!subscriber || subscriber.id !== id) throw new NotFoundError(SUBSCRIBER_NOT_FOUND);
  return subscriber;
}

/**
 * Admin unsubscribe (unsubscribedAt set to now) or reactivate (cleared), spec §4. Asking for the status
 * it already has changes nothing; a concurrent change or delete is a 409.
 */
export async function setSubscriberStatus(id: string, status: Subscriber['status'], actor: Actor, now = new Date()): Promise<AdminSubscriber> {
  const before = await current(id);
  if (before.status === status) return audited(before);
  const after: Subscriber = { ...before, status, unsubscribedAt: status === 'unsubscribed' ? now.toISOString() : null };
  const audit = auditEntryFor({ actor, action: 'update', entity: 'subscriber', entityId: id, before: audited(before), after: audited(after) }, now);
  if (!(await subscriberRepository.setStatus(before, status, now.toISOString(), audit))) throw new ConflictError(SUBSCRIBER_CHANGED);
  return audited(after);
}

/** Deletes a subscriber (the e-mail may subscribe again as new); a concurrent change is a 409. */
export async function deleteSubscriber(id: string, actor: Actor, now = new Date()): Promise<void> {
  const before = await current(id);
  const audit = auditEntryFor({ actor, action: 'delete', entity: 'subscriber', entityId: id, before: audited(before), after: null }, now);
  if (!(await subscriberRepository.remove(before, audit))) throw new ConflictError(SUBSCRIBER_CHANGED);
}

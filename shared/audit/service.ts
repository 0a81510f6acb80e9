import { randomUUID } from 'node:crypto';
import { profileRepository } from '../users/repository.js';
import { auditChanges } from './rules.js';
import type { AuditEntry } from './schema.js';

export type Actor = { id: string };

/**
 * The audit entry of one admin write, to commit in the same transaction as the write itself: a change
 * is never stored without its trace, nor a trace without its change.
 */
export async function auditEntryFor(
  write: { actor: Actor; action: AuditEntry['action']; entity: string; entityId: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; secretFields?: readonly string[] },
  now = new Date(),
): Promise<AuditEntry> {
  const { fields, changes } = auditChanges(write.before, write.after, write.secretFields);
  const profile = await profileRepository.get(write.actor.id);
  return {
    id: randomUUID(),
    at: now.toISOString(),
    actorId: write.actor.id,
    actorEmail: profile?.email,
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    fields,
    changes: JSON.stringify(changes),
  };
}

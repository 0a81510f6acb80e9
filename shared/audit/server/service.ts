import { randomUUID } from 'node:crypto';
import { auditChanges } from '../rules.js';
import type { Actor, AuditEntry } from '../schema.js';

export type { Actor } from '../schema.js';

/**
 * The audit entry of one admin write, to commit in the same transaction as the write itself: a change
 * is never stored without its trace, nor a trace without its change.
 */
export function auditEntryFor(
  write: { actor: Actor; action: AuditEntry['action']; entity: string; entityId: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; secretFields?: readonly string[] },
  now = new Date(),
): AuditEntry {
  const { fields, changes } = auditChanges(write.before, write.after, write.secretFields);
  return {
    id: randomUUID(),
    at: now.toISOString(),
    actorId: write.actor.id,
    actorEmail: write.actor.email,
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    fields,
    changes: JSON.stringify(changes),
  };
}

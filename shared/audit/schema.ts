import * as z from 'zod/mini';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/** One admin write: who, when, what (entity, id, changed fields with their values, secrets redacted). */
export const auditEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  at: z.string(),
  actorId: z.string().check(z.minLength(1)),
  actorEmail: z.optional(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string().check(z.minLength(1)),
  entityId: z.string().check(z.minLength(1)),
  fields: z.array(z.string()),
  /** JSON of { field: { from, to } }, secret values replaced by REDACTED. */
  changes: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** One entry of the 'Journal' list (GET /api/admin/audit): its changes parsed. */
export type AuditLogEntry = Omit<AuditEntry, 'changes'> & { changes: Record<string, { from: unknown; to: unknown }> };

/** The admin making a write, as the admin check found them. */
export type Actor = { id: string; email?: string };

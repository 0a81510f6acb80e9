import * as z from 'zod';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/** One admin write: who, when, what (entity, id, changed fields with their values, secrets redacted). */
export const auditEntrySchema = z.object({
  id: z.string().min(1),
  at: z.string(),
  actorId: z.string().min(1),
  actorEmail: z.string().optional(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string().min(1),
  entityId: z.string().min(1),
  fields: z.array(z.string()),
  /** JSON of { field: { from, to } }, secret values replaced by REDACTED. */
  changes: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The admin making a write, as the admin check found them. */
export type Actor = { id: string; email?: string };

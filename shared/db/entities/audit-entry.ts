import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../model.js';
import { auditEntrySchema, type AuditEntry } from '../../audit/schema.js';

/** The audit log: newest first from one partition of gsi1 (admin writes are few). */
export const AuditEntryEntity = new Entity({
  model: model('auditEntry'),
  attributes: attributesOf(auditEntrySchema),
  indexes: {
    byId: primary(['id']),
    newest: gsi('gsi1', [], ['at', 'id']),
  },
});
entityMatchesSchema<typeof AuditEntryEntity, AuditEntry>(true);

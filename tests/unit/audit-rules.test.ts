import { describe, expect, it } from 'vitest';
import { auditChanges, REDACTED } from '../../shared/audit/rules.js';

describe('auditChanges', () => {
  it('lists the changed fields with their values before and after, bookkeeping aside', () => {
    const before = { maintenanceMode: false, contactEmail: 'a@x.ca', updatedAt: '1' };
    const after = { maintenanceMode: true, contactEmail: 'a@x.ca', updatedAt: '2' };
    expect(auditChanges(before, after)).toEqual({ fields: ['maintenanceMode'], changes: { maintenanceMode: { from: false, to: true } } });
  });

  it('records creations and deletions field by field', () => {
    expect(auditChanges(null, { name: 'Zoé', tags: ['a'] })).toEqual({
      fields: ['name', 'tags'],
      changes: { name: { from: null, to: 'Zoé' }, tags: { from: null, to: ['a'] } },
    });
    expect(auditChanges({ name: 'Zoé' }, null).changes).toEqual({ name: { from: 'Zoé', to: null } });
  });

  it('never writes a secret value, only that it changed', () => {
    const { fields, changes } = auditChanges({ keyValue: 'sk_live_old' }, { keyValue: 'sk_live_new' }, ['keyValue']);
    expect(fields).toEqual(['keyValue']);
    expect(changes).toEqual({ keyValue: { from: REDACTED, to: REDACTED } });
    expect(JSON.stringify(changes)).not.toContain('sk_live');
  });
});

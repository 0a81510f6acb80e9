export const REDACTED = '[masqué]';

/**
 * The fields a write changed, with their values before and after; the values of `secretFields` are
 * replaced so a key never reaches the log. Unchanged fields and bookkeeping (`updatedAt`) are left out.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, secretFields: readonly string[] = []) {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((name) => name !== 'updatedAt').sort();
  const show = (name: string, value: unknown) => (value === undefined ? null : secretFields.includes(name) ? REDACTED : value);
  const changed = names.filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name]));
  return {
    fields: changed,
    changes: Object.fromEntries(changed.map((name) => [name, { from: show(name, before?.[name]), to: show(name, after?.[name]) }])),
  };
}

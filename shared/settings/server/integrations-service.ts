import type { Actor } from '../../audit/server/service.js';
import { auditEntryFor } from '../../audit/server/service.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { INTEGRATIONS, INTEGRATION_NAMES, lastFour, type IntegrationName, type IntegrationView } from '../integrations.js';
import { settingsRepository } from './repository.js';
import type { IntegrationStatus, IntegrationValues } from '../schema.js';

export const INTEGRATION_NOT_FOUND = 'Intégration inconnue.';

export async function listIntegrations(): Promise<IntegrationView[]> {
  const statuses = await settingsRepository.listIntegrationStatuses();
  return INTEGRATION_NAMES.map((name) => {
    const mine = statuses.filter((s) => s.integration === name);
    const fields = Object.fromEntries(
      INTEGRATIONS[name].fields.map(({ name: field }) => {
        const status = mine.find((s) => s.field === field);
        return [field, { configured: Boolean(status), last4: status?.last4 ?? null }];
      }),
    );
    const latest = mine.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    return {
      name,
      configured: Object.values(fields).every((f) => f.configured),
      fields,
      updatedAt: latest?.updatedAt ?? null,
      updatedBy: latest?.updatedBy ?? null,
    };
  });
}

/**
 * Saves every value of one card (the spec's message when one is blank); the values go where only the
 * integration functions read them, the statuses and the audit entry (field names, values masked) with them.
 */
export async function saveIntegration(name: string, input: IntegrationValues, actor: Actor, now = new Date()): Promise<IntegrationView> {
  const card = INTEGRATIONS[knownIntegration(name)];
  const known = card.fields.map((f) => f.name as string);
  const unknown = Object.keys(input.values).filter((field) => !known.includes(field));
  if (unknown.length > 0) throw new ValidationError('Champ non autorisé dans la requête.', { fields: unknown });
  const values = card.fields.map((field) => ({ ...field, value: (input.values[field.name] ?? '').trim() }));
  if (values.some((v) => v.value === '')) throw new ValidationError(card.missing);

  const at = now.toISOString();
  const statuses: IntegrationStatus[] = values.map((v) => ({
    integration: name,
    field: v.name,
    last4: lastFour(v.value),
    ...(v.secret ? {} : { publicValue: v.value }),
    updatedAt: at,
    updatedBy: actor.email ?? actor.id,
  }));
  const fields = values.map((v) => v.name);
  const before = await configuredFields(name);
  // Every value is masked in the log: the trace says which fields were set or replaced, never what they hold.
  const audit = auditEntryFor(
    {
      actor,
      action: before.length > 0 ? 'update' : 'create',
      entity: 'integration',
      entityId: name,
      before: before.length > 0 ? Object.fromEntries(before.map((f) => [f, 'previous'])) : null,
      after: Object.fromEntries(fields.map((f) => [f, 'saved'])),
      secretFields: fields,
    },
    now,
  );
  await settingsRepository.saveIntegration(
    values.map((v) => ({ key: v.key, value: v.value })),
    statuses,
    audit,
  );
  return (await listIntegrations()).find((view) => view.name === name)!;
}

/**
 * Removes a card's values and statuses (the card goes back to not configured), audited in the same
 * transaction. Removing a card that holds nothing changes nothing and records nothing.
 */
export async function removeIntegration(name: string, actor: Actor, now = new Date()): Promise<IntegrationView> {
  const card = INTEGRATIONS[knownIntegration(name)];
  const before = await configuredFields(name);
  if (before.length > 0) {
    const audit = auditEntryFor(
      { actor, action: 'delete', entity: 'integration', entityId: name, before: Object.fromEntries(before.map((f) => [f, 'previous'])), after: null, secretFields: before },
      now,
    );
    await settingsRepository.removeIntegration(
      card.fields.map((f) => f.key),
      card.fields.map((f) => ({ integration: name, field: f.name })),
      audit,
    );
  }
  return (await listIntegrations()).find((view) => view.name === name)!;
}

function knownIntegration(name: string): IntegrationName {
  if (!(INTEGRATION_NAMES as string[]).includes(name)) throw new NotFoundError(INTEGRATION_NOT_FOUND);
  return name as IntegrationName;
}

/** The fields of a card that hold a value, from the statuses (the values themselves are never read here). */
async function configuredFields(name: string) {
  const statuses = await settingsRepository.listIntegrationStatuses();
  return statuses.filter((s) => s.integration === name).map((s) => s.field);
}

import { useId } from 'react';
import type { AgentOption } from '../api/get-agent-options';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.form.agents;

export type AgentLinkValue = { agentId: string; isPrimary: boolean };

type Props = {
  options: AgentOption[] | undefined;
  loading: boolean;
  loadError: boolean;
  value: AgentLinkValue[];
  onChange: (value: AgentLinkValue[]) => void;
  error?: string;
};

/** The brokers of the property: a checkbox each, and a radio for the primary one among those linked. */
export function AgentsField({ options, loading, loadError, value, onChange, error }: Props) {
  const hintId = useId();
  const errorId = useId();
  const radioName = useId();
  const linked = new Map(value.map((link) => [link.agentId, link]));
  // A linked broker missing from the list (deleted meanwhile) still shows, so it can be unlinked.
  const known = new Set(options?.map((option) => option.id));
  const rows: AgentOption[] = [...(options ?? []), ...value.filter((link) => !known.has(link.agentId)).map((link) => ({ id: link.agentId, name: link.agentId, email: '', isActive: false }))];

  function toggle(agentId: string, checked: boolean) {
    if (checked) {
      // The first broker linked becomes the primary one.
      onChange([...value, { agentId, isPrimary: !value.some((link) => link.isPrimary) }]);
      return;
    }
    const rest = value.filter((link) => link.agentId !== agentId);
    const first = rest[0];
    if (first && !rest.some((link) => link.isPrimary)) onChange(rest.map((link) => ({ ...link, isPrimary: link === first })));
    else onChange(rest);
  }

  return (
    <fieldset aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`} className="space-y-3">
      <legend className="text-sm font-semibold text-navy-900">{t.legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t.hint}
      </p>
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      ) : loadError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.loadError}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="divide-y divide-navy-100 rounded-xl bg-white ring-1 ring-navy-200">
          {rows.map((agent) => {
            const link = linked.get(agent.id);
            const checkboxId = `${radioName}-${agent.id}`;
            return (
              <li key={agent.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={Boolean(link)}
                    onChange={(event) => toggle(agent.id, event.target.checked)}
                    aria-label={t.linked(agent.name)}
                    className="size-5 shrink-0 accent-navy-900"
                  />
                  <label htmlFor={checkboxId} className="min-w-0 break-words">
                    <span className="font-medium text-navy-900">{agent.name}</span>{' '}
                    {!agent.isActive && <span className="text-sm text-slate-600">{t.inactive}</span>}
                    {agent.email && <span className="block text-sm text-slate-600">{agent.email}</span>}
                  </label>
                </div>
                {link && (
                  <label className="inline-flex items-center gap-2 text-sm font-medium text-navy-900">
                    <input
                      type="radio"
                      name={radioName}
                      checked={link.isPrimary}
                      onChange={() => onChange(value.map((entry) => ({ ...entry, isPrimary: entry.agentId === agent.id })))}
                      aria-label={t.primary(agent.name)}
                      className="size-4 accent-navy-900"
                    />
                    <span aria-hidden="true">{t.primaryShort}</span>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

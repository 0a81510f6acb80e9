import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleDashed, LoaderCircle } from '../../../components/icons';
import { useState, type FormEvent } from 'react';
import { INTEGRATIONS } from '../../../../../shared/settings/integrations';
import type { IntegrationView } from '../../../../../shared/settings/integrations';
import { CARD_EXTENSIONS } from './integration-cards';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { api, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { integrationsQueryOptions, useSaveIntegration } from '../api/integrations';
import { frSettings } from '../i18n/fr';
import { LoadError, Pending } from '../../../components/admin/list-states';

const t = frSettings.integrations;
const dateTime = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** 'API & Intégrations': one card per integration (spec §2), each with its own test and sync buttons (integration-cards/). */
export function IntegrationsTab() {
  const cards = useQuery(integrationsQueryOptions);
  if (cards.isPending) return <Pending />;
  if (cards.isError) return <LoadError message={t.loadError} onRetry={() => void cards.refetch()} />;
  return (
    <div>
      <p className="text-slate-600">{t.intro}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {cards.data.items.map((card) => (
          <IntegrationCard key={card.name} card={card} />
        ))}
      </div>
    </div>
  );
}

/** §4: not-configured → testing (while saving) → configured, or back to not-configured on failure. */
type CardState = 'notConfigured' | 'testing' | 'configured';

function IntegrationCard({ card }: { card: IntegrationView }) {
  const definition = INTEGRATIONS[card.name];
  const text = t.cards[card.name];
  const extension = CARD_EXTENSIONS[card.name];
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useSaveIntegration((body) => (extension?.save ? extension.save(body) : api.put('/admin/integrations/{name}', { params: { name: card.name }, body: { values: body } })));
  const state: CardState = save.isPending ? 'testing' : save.isError ? 'notConfigured' : card.configured ? 'configured' : 'notConfigured';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: every field of the card is required, with the card's own message.
    if (definition.fields.some((field) => !(values[field.name] ?? '').trim())) {
      setError(definition.missing);
      return;
    }
    setError(null);
    save.mutate(values, {
      onSuccess: () => {
        setValues({});
        notify.success(t.saved);
      },
      onError: (failure) => notify.error(t.saveError, { description: isApiError(failure, 400) ? failure.message : undefined }),
    });
  };

  const titleId = `integration-${card.name}`;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            {text.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{text.text}</p>
        </div>
        <StateBadge state={state} />
      </div>
      {definition.fields.map((field) => {
        const status = card.fields[field.name];
        return (
          <TextField
            key={field.name}
            label={t.fields[field.name as keyof typeof t.fields]}
            // Write-only: never prefilled; the saved value is only described.
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            spellCheck={false}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            placeholder={status?.configured ? t.newValue : undefined}
            hint={status?.configured && status.last4 ? `${t.status.configured} · ${t.endsWith(status.last4)}` : t.status.notConfigured}
          />
        );
      })}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-600">{card.updatedAt ? t.updated(dateTime.format(new Date(card.updatedAt)), card.updatedBy) : ''}</p>
        <div className="flex flex-wrap items-center gap-2">
          {extension?.Actions && <extension.Actions card={card} values={values} />}
          <Button type="submit" size="md" disabled={save.isPending}>
            {extension?.saveLabel ?? t.save}
          </Button>
        </div>
      </div>
    </form>
  );
}

function StateBadge({ state }: { state: CardState }) {
  const styles: Record<CardState, string> = {
    notConfigured: 'bg-navy-100 text-navy-800',
    testing: 'bg-gold-100 text-navy-900',
    configured: 'bg-emerald-100 text-emerald-900',
  };
  const Icon = state === 'configured' ? CheckCircle2 : state === 'testing' ? LoaderCircle : CircleDashed;
  return (
    <span role="status" className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${styles[state]}`}>
      <Icon aria-hidden="true" className={`size-3.5 ${state === 'testing' ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {t.status[state]}
    </span>
  );
}

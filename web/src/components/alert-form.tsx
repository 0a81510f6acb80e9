import { BellRing } from './icons';
import { useId, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, alertConsentWording, describeCriteria, FREQUENCY_LABELS, type AlertFrequency, type AlertSource } from '../../../shared/alerts/labels';
import type { AlertCriteria } from '../../../shared/alerts/schema';
import { frComponents } from '../i18n/fr-components';
import { useCreateAlert } from '../lib/alerts-api';
import { looksLikeEmail } from '../lib/email';
import type { PropertySearch } from '../lib/listing-filters';
import { useFormGuard } from '../lib/form-guard';
import { errorMessage, isClientError } from '../lib/http-errors';
import { senderIdentification, useSiteIdentity } from '../lib/site-info';
import { trackEvent } from '../lib/tracking';
import { PrivacyNotice } from './privacy-notice';
import { Button } from './ui/button';

const t = frComponents.alertForm;

/** The list's or the map's search as an alert's criteria (the map adds its visible area). */
export const alertCriteriaOf = ({ type, sort: _sort, transaction, ...search }: PropertySearch, area?: Pick<AlertCriteria, 'south' | 'west' | 'north' | 'east'>): AlertCriteria => ({
  ...search,
  propertyType: type,
  transactionType: transaction,
  ...area,
});
type Outcome = { kind: 'done' } | { kind: 'error'; message: string };

/** An alert's frequency, as its form and « Gérer mes alertes » offer it. */
export function FrequencySelect({
  id,
  name,
  value,
  onChange,
  className = '',
  describedBy,
  disabled,
}: {
  id: string;
  name?: string;
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
  className?: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      name={name}
      aria-describedby={describedBy}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value as AlertFrequency)}
      className={`mt-1.5 block h-11 rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 ${className}`}
    >
      {ALERT_FREQUENCIES.map((option) => (
        <option key={option} value={option}>
          {FREQUENCY_LABELS[option]}
        </option>
      ))}
    </select>
  );
}

/**
 * « Créer une alerte » (issue 28): the search on screen (the list's filters, the map's area; the Alerte VIP's
 * repossessions) saved with an e-mail and a frequency. On the list and the map, a disclosure, so it opens before
 * the app runs (`disclosure`); in the Alerte VIP's dialog, the form itself. The alert starts only once the link
 * of its confirmation mail is followed (double opt-in), which the answer says.
 */
export function AlertForm({
  criteria,
  source,
  className = '',
  disclosure = true,
  submitLabel = t.submit,
}: {
  criteria: AlertCriteria;
  source: AlertSource;
  className?: string;
  disclosure?: boolean;
  submitLabel?: string;
}) {
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('immediate');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const create = useCreateAlert();
  const { honeypot, fields, formProps } = useFormGuard((typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.frequency && (ALERT_FREQUENCIES as readonly string[]).includes(typed.frequency)) setFrequency(typed.frequency as AlertFrequency);
  });
  const identity = useSiteIdentity();
  const id = useId();
  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    setEmailInvalid(!looksLikeEmail(value));
    if (!looksLikeEmail(value)) {
      setOutcome({ kind: 'error', message: t.invalidEmail });
      return;
    }
    setOutcome(null);
    create.mutate(
      { email: value, frequency, source, criteria, ...fields() },
      {
        onSuccess: () => {
          // The Alerte VIP is the finance-takeover page's contact form.
          if (source === 'alerte-vip') trackEvent('contact_form', { eventData: { form: 'alerte-vip' } });
          setEmail('');
          setOutcome({ kind: 'done' });
        },
        onError: (error) => setOutcome({ kind: 'error', message: isClientError(error) ? errorMessage(error) : t.error }),
      },
    );
  }

  const form = (
    <form {...formProps} noValidate onSubmit={onSubmit} className={disclosure ? 'relative px-4 pb-4' : `relative ${className}`} data-alert-source={source}>
      {honeypot}
      <p className="text-sm text-slate-700">{t.intro}</p>
      {/* The bare page's search until the app reads the URL's (styles.css hides it meanwhile). */}
      <p data-prerendered-results="" className="mt-2 text-sm text-navy-900">
        <span className="font-semibold">{t.criteria}</span> {describeCriteria(criteria)}
      </p>
      {/* Side by side only where the form itself is wide enough (a dialog or the map's list column is narrower than the
          screen): the frequency's options and the button's label leave the address too little room below 48rem. */}
      <div className="mt-4 @container">
        <div className="grid gap-3 @3xl:grid-cols-[minmax(0,1fr)_auto_auto] @3xl:items-end">
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-navy-900">
              {t.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailInvalid || undefined}
              aria-describedby={`${consentId}${outcome?.kind === 'error' ? ` ${errorId}` : ''}`}
              className="mt-1.5 block h-11 w-full rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 focus:border-navy-700"
            />
          </div>
          <div>
            <label htmlFor={`${id}-frequency`} className="block text-sm font-semibold text-navy-900">
              {t.frequencyLabel}
            </label>
            <FrequencySelect id={`${id}-frequency`} name="frequency" value={frequency} onChange={setFrequency} className="w-full" />
          </div>
          <Button type="submit" variant="navy" size="field-md" disabled={create.isPending}>
            {create.isPending ? t.submitting : submitLabel}
          </Button>
        </div>
      </div>
      <div role="status" className="mt-2 text-sm">
        {outcome?.kind === 'done' && (
          <p className="text-emerald-800">
            <strong className="font-semibold">{t.doneTitle}</strong> {t.doneText}
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      )}
      <p id={consentId} className="mt-2 text-xs leading-relaxed text-slate-600">
        {alertConsentWording(senderIdentification(identity))}
      </p>
      <PrivacyNotice purpose={t.purpose} className="mt-1" />
    </form>
  );
  if (!disclosure) return form;
  return (
    <details className={`group rounded-2xl bg-navy-50 ring-1 ring-navy-100 ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
        <BellRing aria-hidden="true" className="size-5 text-gold-700" />
        {t.summary}
      </summary>
      {form}
    </details>
  );
}

import { useState, type FormEvent } from 'react';
import type { SellerLeadForm } from '../../../../../shared/leads/schema';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { Button } from '../../../components/ui/button';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { ownFields, useFormGuard } from '../../../lib/form-guard';
import { isClientError } from '../../../lib/http-errors';
import { notify } from '../../../lib/toast';
import { trackEvent } from '../../../lib/tracking';
import { useCreateSellerLead } from '../api/create-seller-lead';
import { frSellers } from '../i18n/fr';
import { island } from '../../../islands/island';

const t = frSellers.form;
const toasts = frSellers.toasts;
const REQUIRED = ['nom', 'email', 'telephone', 'adresse'] as const;
/** Select items never have an empty value (spec §5): "not specified" is a value of its own, sent as absent. */
const NOT_SPECIFIED = 'non-precise';
const EMPTY = { nom: '', email: '', telephone: '', adresse: '', typeProprietee: NOT_SPECIFIED, delaiVente: NOT_SPECIFIED, prixEstime: '', situation: '' };
type Values = typeof EMPTY;
const REQUIRED_MARK = ' *';

/** The body the API takes: trimmed, optional fields left out when empty or not specified. */
function toLead(values: Values): SellerLeadForm {
  const optional = (value: string) => (value.trim() && value !== NOT_SPECIFIED ? value.trim() : undefined);
  return {
    nom: values.nom.trim(),
    email: values.email.trim(),
    telephone: values.telephone.trim(),
    adresse: values.adresse.trim(),
    typeProprietee: optional(values.typeProprietee) as SellerLeadForm['typeProprietee'],
    delaiVente: optional(values.delaiVente) as SellerLeadForm['delaiVente'],
    prixEstime: optional(values.prixEstime),
    situation: optional(values.situation),
  };
}

/** Seller valuation form (spec §2, §4 states idle → submitting → success (cleared) or error, §5, §8). */
export function ValuationForm({ headingId }: { headingId: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const guard = useFormGuard((typed) => setValues((v) => ({ ...v, ...ownFields(typed, EMPTY) })));
  const send = useCreateSellerLead();

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      if (missing.has(name)) setMissing((m) => new Set([...m].filter((n) => n !== name)));
    },
  });
  const requiredError = (name: (typeof REQUIRED)[number]) => (missing.has(name) ? toasts.missingFields : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const empty = REQUIRED.filter((name) => values[name].trim() === '');
    if (empty.length > 0) {
      setMissing(new Set(empty));
      notify.error(toasts.errorTitle, { description: toasts.missingFields });
      guard.formProps.ref.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    send.mutate(
      { ...toLead(values), ...guard.fields() },
      {
        onSuccess: (lead) => {
          notify.success(toasts.successTitle, { description: toasts.successText });
          // The lead's id: the rollup counts a conversion once per lead, and only a real one.
          trackEvent('contact_form', { leadId: lead.id, eventData: { form: 'vendeur' } });
          setValues(EMPTY);
        },
        onError: (error) => notify.error(toasts.errorTitle, { description: isClientError(error) ? error.message : toasts.failure }),
      },
    );
  }

  return (
    <form {...guard.formProps} noValidate onSubmit={submit} aria-labelledby={headingId} className="relative grid gap-4 sm:grid-cols-2">
      {guard.honeypot}
      <TextField label={t.fields.nom + REQUIRED_MARK} required autoComplete="name" error={requiredError('nom')} {...field('nom')} />
      <TextField label={t.fields.email + REQUIRED_MARK} type="email" required autoComplete="email" error={requiredError('email')} {...field('email')} />
      <TextField
        label={t.fields.telephone + REQUIRED_MARK}
        type="tel"
        required
        autoComplete="tel"
        placeholder={t.placeholders.telephone}
        error={requiredError('telephone')}
        {...field('telephone')}
      />
      <TextField
        label={t.fields.adresse + REQUIRED_MARK}
        required
        autoComplete="street-address"
        placeholder={t.placeholders.adresse}
        error={requiredError('adresse')}
        {...field('adresse')}
      />
      <SelectField label={t.fields.typeProprietee} {...field('typeProprietee')}>
        <option value={NOT_SPECIFIED}>{t.notSpecified}</option>
        {Object.entries(t.types).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label={t.fields.delaiVente} {...field('delaiVente')}>
        <option value={NOT_SPECIFIED}>{t.notSpecified}</option>
        {Object.entries(t.timeframes).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label={t.fields.prixEstime} inputMode="numeric" placeholder={t.placeholders.prixEstime} className="sm:col-span-2" {...field('prixEstime')} />
      <TextareaField label={t.fields.situation} placeholder={t.placeholders.situation} className="sm:col-span-2" {...field('situation')} />
      <PrivacyNotice purpose={t.purpose} className="sm:col-span-2" />
      <Button type="submit" variant="gold" block disabled={send.isPending} className="sm:col-span-2 disabled:cursor-not-allowed disabled:opacity-70">
        {send.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}

export const ValuationFormIsland = island('sellers', 'ValuationForm', ValuationForm);

import { Building2, Send, X } from '../../../components/icons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { island } from '../../../islands/island';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { ownFields, useFormGuard } from '../../../lib/form-guard';
import { isClientError } from '../../../lib/http-errors';
import { notify } from '../../../lib/toast';
import { trackEvent } from '../../../lib/tracking';
import { usePropertyCard } from '../api/get-property-card';
import { useSendContactMessage } from '../api/send-contact-message';
import { frContact } from '../i18n/fr';
import { looksLikeEmail } from '../../../lib/email';

const t = frContact.form;
const EMPTY = { name: '', email: '', phone: '', message: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

/** What the browser checks before sending; the server checks the same again (shared/leads/contact-form.ts). */
function problemsOf(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = t.required;
  if (!values.email.trim()) errors.email = t.required;
  else if (!looksLikeEmail(values.email)) errors.email = t.invalidEmail;
  if (!values.message.trim()) errors.message = t.required;
  return errors;
}

const requiredLabel = (label: string): ReactNode => (
  <>
    {label}
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  </>
);

type ContactFormProps = {
  /** From `?propriete=<id>`: the property the visitor writes about, if it is still listed. */
  propertyId?: string;
  onPropertyRemoved: () => void;
};

export function ContactForm({ propertyId, onPropertyRemoved }: ContactFormProps) {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const guard = useFormGuard((typed) => setValues((v) => ({ ...v, ...ownFields(typed, EMPTY) })));
  const [errors, setErrors] = useState<Errors>({});
  const { mutateAsync: send, isPending: sending } = useSendContactMessage();
  const { data: property } = usePropertyCard(propertyId);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      notify.error(t.errorTitle, { description: Object.values(problems)[0] });
      // The first field in error takes the focus, so a keyboard or screen reader user lands on it.
      const first = (Object.keys(EMPTY) as (keyof Values)[]).find((field) => problems[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      // The link's property, even before its card is fetched (a message sent as the page starts): the server
      // names it in the lead only while it is listed.
      const lead = await send({ ...values, ...(propertyId ? { propertyId } : {}), ...guard.fields() });
      notify.success(t.successTitle, { description: t.successText });
      // The lead's id: the rollup counts a conversion once per lead, and only a real one.
      trackEvent('contact_form', { ...(property ? { propertyId: property.id } : {}), leadId: lead.id, eventData: { form: 'contact' } });
      setValues(EMPTY);
      if (propertyId) onPropertyRemoved();
    } catch (error) {
      // A refusal the visitor can act on (a field, too many messages) says why; anything else is the generic message.
      notify.error(t.errorTitle, { description: isClientError(error) ? error.message : t.failure });
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-8">
      <h2 id={titleId} className="text-2xl font-bold text-navy-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.requiredNote}</p>
      <form {...guard.formProps} noValidate onSubmit={submit} className="relative mt-6 space-y-5">
        {guard.honeypot}
        {property && (
          <div className="flex items-center gap-3 rounded-lg bg-navy-50 p-3 ring-1 ring-navy-100">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
            <p className="min-w-0 flex-1 text-sm text-navy-900">
              <span className="font-semibold">{t.property} :</span> {property.title}
            </p>
            <Button variant="ghost" size="icon" onClick={onPropertyRemoved} aria-label={t.removeProperty}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={requiredLabel(t.name)} name="name" required autoComplete="name" value={values.name} error={errors.name} onChange={set('name')} />
          <TextField
            label={requiredLabel(t.email)}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
        </div>
        <TextField label={t.phone} name="phone" type="tel" autoComplete="tel" placeholder={t.phonePlaceholder} value={values.phone} onChange={set('phone')} />
        <TextareaField
          label={requiredLabel(t.message)}
          name="message"
          required
          rows={5}
          placeholder={t.messagePlaceholder}
          value={values.message}
          error={errors.message}
          onChange={set('message')}
        />
        <PrivacyNotice purpose={t.purpose} />
        <Button type="submit" size="lg" disabled={sending} className="disabled:cursor-wait disabled:opacity-60">
          <Send aria-hidden="true" className="size-5" />
          {sending ? t.submitting : t.submit}
        </Button>
      </form>
    </section>
  );
}

/** `?propriete=<id>`: a link from a property can say what the message is about. */
const PROPERTY_PARAM = 'propriete';

/** The form, about the property the URL names until the visitor removes it or sends the message. */
export function ContactFormFromUrl() {
  const [params, setParams] = useSearchParams();
  const propertyId = params.get(PROPERTY_PARAM)?.trim() || undefined;
  const removeProperty = () =>
    setParams(
      (current) => {
        current.delete(PROPERTY_PARAM);
        return current;
      },
      { replace: true },
    );
  return <ContactForm propertyId={propertyId} onPropertyRemoved={removeProperty} />;
}

export const ContactFormIsland = island('contact', 'ContactFormFromUrl', ContactFormFromUrl);

import { useId, useState, type FormEvent } from 'react';
import { consentWording, type NewsletterSource } from '../../../shared/newsletter/consent';
import type { SubscribeOutcome } from '../../../shared/newsletter/api';
import { frComponents } from '../i18n/fr-components';
import { useFormGuard } from '../lib/form-guard';
import { errorMessage, isClientError } from '../lib/http-errors';
import { useSubscribeToNewsletter } from '../lib/newsletter-api';
import { senderIdentification, useSiteIdentity } from '../lib/site-info';
import { trackEvent } from '../lib/tracking';
import { PrivacyNotice } from './privacy-notice';
import { Button } from './ui/button';
import { island } from '../islands/island';
import { looksLikeEmail } from '../lib/email';

const t = frComponents.newsletter;

export type NewsletterFormProps = {
  /** Which form it is ('footer', 'blog', 'alerte-vip', 'desabonnement'): stored with the consent wording this form shows. */
  source: NewsletterSource;
  /** dark: on the navy footer; light: on a white or pale page (blog, finance-takeover page). */
  variant: 'dark' | 'light';
  className?: string;
  /** Field above the button at every width (narrow places: a dialog). */
  stacked?: boolean;
};

type Outcome = { kind: 'done'; status: SubscribeOutcome } | { kind: 'error'; message: string };

const styles = {
  dark: {
    label: 'text-navy-100',
    input: 'border-navy-600 bg-navy-900 text-white placeholder:text-navy-300 focus:border-gold-300',
    button: 'gold',
    success: 'text-gold-200',
    error: 'text-red-200',
    consent: 'text-navy-200',
  },
  light: {
    label: 'text-navy-900',
    input: 'border-navy-300 bg-white text-navy-900 placeholder:text-slate-500 focus:border-navy-700',
    button: 'navy',
    success: 'text-emerald-800',
    error: 'text-red-700',
    consent: 'text-slate-600',
  },
} as const;

const submitLabel: Record<NewsletterSource, string> = { footer: t.submit, blog: t.submit, 'alerte-vip': t.submitVip, desabonnement: t.submitAgain };

function successText(status: SubscribeOutcome, source: NewsletterSource): { title: string; text?: string } {
  if (status === 'already') return { title: t.already };
  if (status === 'resubscribed') return { title: t.resubscribed, text: t.subscribedText };
  return { title: source === 'blog' ? t.blogSubscribedTitle : t.subscribedTitle, text: t.subscribedText };
}

/**
 * The newsletter sign-up used by the footer, the blog page and the finance-takeover page's VIP alert:
 * one e-mail field, the CASL consent wording of this form, the Law 25 notice, and the outcome
 * ('Abonnement réussi !', 'Déjà abonné', 'Réabonnement réussi !' or the error) in a live region.
 */
export function NewsletterForm({ source, variant, className = '', stacked = false }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribeToNewsletter();
  const { honeypot, fields, live, formProps } = useFormGuard((typed) => setEmail(typed.email ?? ''));
  const id = useId();
  const identity = useSiteIdentity();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;
  const style = styles[variant];
  const blank = email.trim() === '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      setInvalid(true);
      setOutcome({ kind: 'error', message: t.invalidEmail });
      return;
    }
    setInvalid(false);
    setOutcome(null);
    subscribe.mutate(
      { email: value, source, ...fields() },
      {
        onSuccess: ({ status }) => {
          setEmail('');
          setOutcome({ kind: 'done', status });
        },
        // A 400 or 429 carries the server's French message; anything else is the spec's generic one.
        onError: (error) => setOutcome({ kind: 'error', message: isClientError(error) ? errorMessage(error) : t.error }),
      },
    );
  }

  const success = outcome?.kind === 'done' ? successText(outcome.status, source) : null;

  return (
    <form {...formProps} noValidate onSubmit={onSubmit} className={`relative ${className}`} data-newsletter-source={source}>
      {honeypot}
      <label htmlFor={inputId} className={`block text-sm font-semibold ${style.label}`}>
        {t.emailLabel}
      </label>
      <div className={`mt-1.5 flex flex-col gap-2 ${stacked ? '' : 'sm:flex-row'}`}>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t.emailPlaceholder}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={`${consentId}${outcome?.kind === 'error' ? ` ${errorId}` : ''}`}
          // flex-1 only beside the button: in a column it would collapse the field's height.
          className={`block h-11 w-full min-w-0 ${stacked ? '' : 'sm:flex-1'} rounded-lg border px-3 text-base ${style.input}`}
        />
        <Button type="submit" variant={style.button} size="field-md" disabled={(live && blank) || subscribe.isPending} className="shrink-0 disabled:cursor-not-allowed disabled:opacity-60">
          {subscribe.isPending ? t.submitting : submitLabel[source]}
        </Button>
      </div>
      <div role="status" className="mt-2 text-sm">
        {success && (
          <p className={style.success}>
            <strong className="font-semibold">{success.title}</strong>
            {success.text && <> {success.text}</>}
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p id={errorId} role="alert" className={`text-sm ${style.error}`}>
          {outcome.message}
        </p>
      )}
      <p id={consentId} className={`mt-2 text-xs leading-relaxed ${style.consent}`}>
        {consentWording(source, senderIdentification(identity))}
      </p>
      <PrivacyNotice purpose={t.purpose} tone={variant} className="mt-1" />
    </form>
  );
}

export const NewsletterFormIsland = island('layout', 'NewsletterForm', NewsletterForm);

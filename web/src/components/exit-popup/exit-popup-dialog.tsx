import { useEffect, useRef, useState, type FormEvent } from 'react';
import { frExitPopup as t } from '../../i18n/fr-exit-popup';
import { api } from '../../lib/api-client';
import { useFormGuard } from '../../lib/form-guard';
import { isClientError } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { PrivacyNotice } from '../privacy-notice';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextareaField, TextField } from '../ui/form-field';
import { looksLikeEmail } from '../../lib/email';

/** Spec §9: the popup closes by itself after 300 seconds. */
export const EXIT_POPUP_SECONDS = 300;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The seller-valuation popup (public-site.md §2, admin-and-platform.md §4–5). Mounted open; unmount it from onClose. */
export function ExitPopupDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const guard = useFormGuard();
  const [values, setValues] = useState({ name: '', address: '', email: '', phone: '', details: '' });
  const [emailError, setEmailError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(EXIT_POPUP_SECONDS);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) dialogRef.current?.close();
  }, [secondsLeft]);

  const ready = values.name.trim() !== '' && values.address.trim() !== '';
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || sending) return;
    if (values.email.trim() && !looksLikeEmail(values.email)) {
      setEmailError(t.invalidEmail);
      return;
    }
    setSending(true);
    try {
      await api.post('/leads/exit-popup', { body: { ...values, ...guard.fields() } });
      notify.success(t.successTitle, { description: t.successText });
      close();
    } catch (error) {
      // A refusal the visitor can act on (a field, too many requests) says why; anything else is the spec's message.
      notify.error(isClientError(error) ? error.message : t.failure);
      setSending(false);
    }
  }

  return (
    <Dialog title={t.title} description={t.description} closeLabel={t.close} onClose={onClose} dialogRef={dialogRef} className="max-w-lg">
      <p role="timer" className="mb-4 rounded-lg bg-navy-50 px-3 py-2 text-sm font-medium text-navy-800">
        {t.countdown(clock(secondsLeft))}
      </p>
      <form noValidate onSubmit={submit} className="relative space-y-4">
        {guard.honeypot}
        <TextField label={t.fields.name} required autoComplete="name" value={values.name} onChange={set('name')} />
        <TextField label={t.fields.address} required autoComplete="street-address" placeholder={t.placeholders.address} value={values.address} onChange={set('address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.fields.email}
            type="email"
            autoComplete="email"
            value={values.email}
            error={emailError}
            onChange={(e) => {
              setEmailError(undefined);
              set('email')(e);
            }}
          />
          <TextField label={t.fields.phone} type="tel" autoComplete="tel" placeholder={t.placeholders.phone} value={values.phone} onChange={set('phone')} />
        </div>
        <TextareaField label={t.fields.details} rows={2} value={values.details} onChange={set('details')} />
        <PrivacyNotice purpose={t.purpose} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="subtle" onClick={close}>
            {t.noThanks}
          </Button>
          <Button type="submit" disabled={!ready || sending} className="disabled:cursor-not-allowed disabled:opacity-60">
            {sending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

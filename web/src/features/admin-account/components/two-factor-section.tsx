import { ShieldCheck, ShieldOff } from '../../../components/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { fr } from '../../../i18n/fr';
import { frAdmin } from '../../../i18n/fr-admin';
import { totpCode } from '../../../lib/auth/totp-code';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmTotpEnrolment, useDisableTotp, useStartTotpEnrolment, useTwoFactorStatus } from '../api/two-factor';
import { frAccount } from '../i18n/fr';
import { groupedSecret, otpauthUri } from '../otpauth';

const t = frAccount.twoFactor;
const TotpQrCode = lazy(async () => ({ default: (await import('./totp-qr-code')).TotpQrCode }));
const codeSchema = z.object({ code: totpCode(t.errors.code) });

/** Cognito's refusal of a code or a step, in French (its exception names). */
function twoFactorErrorMessage(error: unknown): string {
  switch (error instanceof Error ? error.name : '') {
    // VerifySoftwareToken answers EnableSoftwareTokenMFAException for a wrong code; cognito-local CodeMismatchException.
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return t.errors.wrongCode;
    case 'ExpiredCodeException':
      return t.errors.expiredCode;
    case 'NotAuthorizedException':
      return t.errors.sessionExpired;
    case 'InvalidParameterException':
    case 'SoftwareTokenMFANotFoundException':
      return t.errors.setupExpired;
    default:
      return t.errors.failed;
  }
}

/**
 * « Authentification à deux facteurs »: the status, then an enrolment in three steps (scan the QR code
 * or type the key, give the first code) that ends with TOTP preferred, or a confirmed deactivation.
 */
export function TwoFactorSection({ account }: { account: string }) {
  const headingId = useId();
  const status = useTwoFactorStatus();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const disable = useDisableTotp();
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const secret = start.data;

  // Focus follows the step: into the setup when it opens, back to the status when it ends.
  useEffect(() => {
    if (secret) setupHeading.current?.focus();
  }, [secret]);
  // After a deactivation, once the modal dialog (which makes the page inert) is gone.
  const focusStatusOnClose = useRef(false);
  useEffect(() => {
    if (confirmingDisable || !focusStatusOnClose.current) return;
    focusStatusOnClose.current = false;
    statusRef.current?.focus();
  }, [confirmingDisable]);

  const begin = () =>
    start.mutate(undefined, {
      onError: (error) => notify.error(twoFactorErrorMessage(error)),
    });
  const end = () => {
    start.reset();
    form.reset();
    statusRef.current?.focus();
  };
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      form.setError('code', { message: twoFactorErrorMessage(error) }, { shouldFocus: true });
      return;
    }
    notify.success(t.enabledToast);
    end();
  });
  const turnOff = () =>
    disable.mutate(undefined, {
      onSuccess: () => {
        focusStatusOnClose.current = true;
        setConfirmingDisable(false);
        notify.success(t.disabledToast);
      },
      onError: (error) => notify.error(twoFactorErrorMessage(error)),
    });

  const enabled = status.data?.enabled;
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-navy-900">
        {t.heading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-600">{t.intro}</p>

      {status.isPending ? (
        <p role="status" className="mt-4 text-slate-600">
          {t.loading}
        </p>
      ) : status.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-red-700">
          <span>{t.loadError}</span>
          <Button variant="subtle" size="md" onClick={() => void status.refetch()}>
            {frAdmin.common.retry}
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p ref={statusRef} tabIndex={-1} className="flex items-center gap-2 font-medium text-navy-900 outline-none">
            {enabled ? <ShieldCheck aria-hidden="true" className="size-5 text-green-700" /> : <ShieldOff aria-hidden="true" className="size-5 text-slate-600" />}
            <span>
              {t.status} <strong>{enabled ? t.enabled : t.disabled}</strong>
            </span>
          </p>
          {enabled ? (
            <Button variant="subtle" size="md" onClick={() => setConfirmingDisable(true)}>
              {t.disable}
            </Button>
          ) : (
            !secret && (
              <Button variant="navy" size="md" onClick={begin} disabled={start.isPending}>
                {start.isPending ? frAdmin.common.pending : t.enable}
              </Button>
            )
          )}
        </div>
      )}

      {secret && !enabled && (
        <div className="mt-6 border-t border-navy-100 pt-6">
          <h3 ref={setupHeading} tabIndex={-1} className="text-lg font-semibold text-navy-900 outline-none">
            {t.setupHeading}
          </h3>
          <ol className="mt-4 list-decimal space-y-4 pl-5 text-slate-700">
            <li>
              <p>{t.scan}</p>
              <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
                <div className="size-48 shrink-0 rounded-lg border border-navy-200 bg-white p-1">
                  <Suspense>
                    <TotpQrCode uri={otpauthUri({ secret, account, issuer: fr.brand.name })} label={t.qrLabel} />
                  </Suspense>
                </div>
                <div>
                  <p id={`${headingId}-manual`}>{t.manual}</p>
                  <p className="mt-2 text-sm font-semibold text-navy-900">{t.secretLabel}</p>
                  <code aria-describedby={`${headingId}-manual`} data-testid="totp-secret" className="mt-1 block rounded-md bg-navy-50 px-3 py-2 font-mono text-base break-all text-navy-900 select-all">
                    {groupedSecret(secret)}
                  </code>
                </div>
              </div>
            </li>
            <li>
              <form noValidate onSubmit={submit} className="max-w-sm space-y-4">
                <TextField
                  label={t.codeLabel}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  required
                  hint={t.codeHint}
                  error={errors.code?.message}
                  {...form.register('code')}
                />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" variant="navy" size="md" disabled={isSubmitting}>
                    {isSubmitting ? frAdmin.common.pending : t.verify}
                  </Button>
                  <Button variant="subtle" size="md" onClick={end}>
                    {t.cancel}
                  </Button>
                </div>
              </form>
            </li>
          </ol>
        </div>
      )}

      {confirmingDisable && (
        <ConfirmDialog
          title={t.disableTitle}
          question={t.disableQuestion}
          confirmLabel={t.disable}
          destructive
          busy={disable.isPending}
          onConfirm={turnOff}
          onClose={() => setConfirmingDisable(false)}
        />
      )}
    </section>
  );
}

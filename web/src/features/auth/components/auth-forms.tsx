import { useState } from 'react';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import * as auth from '../../../lib/auth/amplify';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { frAuth } from '../i18n/fr';
import { authErrorMessage, confirmSchema, newPasswordSchema, signInSchema, signUpSchema, totpSignInSchema } from '../schemas';

const t = frAuth;

export function SignInForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => Promise<void> }) {
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      notify.error(t.toasts.signInError, { description: authErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={t.fields.email} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t.fields.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t.pending : t.actions.signIn}
      </Button>
    </form>
  );
}

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string, password: string) => void }) {
  const form = useZodForm(signUpSchema, { defaultValues: { firstName: '', lastName: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await auth.signUp(values);
      onSignedUp(values.email, values.password);
    } catch (error) {
      notify.error(t.toasts.signUpError, { description: authErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.fields.firstName} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={t.fields.lastName} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField label={t.fields.email} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t.fields.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PrivacyNotice purpose={t.signUpPurpose} />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t.pending : t.actions.signUp}
      </Button>
    </form>
  );
}

export function ConfirmSignUpForm({ email, onConfirmed, onBack }: { email: string; onConfirmed: () => Promise<void>; onBack: () => void }) {
  const form = useZodForm(confirmSchema, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [resending, setResending] = useState(false);
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await auth.confirmSignUp(email, code);
    } catch (error) {
      notify.error(t.toasts.signUpError, { description: authErrorMessage(error) });
      return;
    }
    notify.success(t.confirm.confirmed);
    try {
      await onConfirmed();
    } catch (error) {
      notify.error(t.toasts.signInError, { description: authErrorMessage(error) });
      onBack();
    }
  });
  const resend = async () => {
    setResending(true);
    try {
      await auth.resendCode(email);
      notify.success(t.confirm.resent);
    } catch (error) {
      notify.error(t.toasts.signUpError, { description: authErrorMessage(error) });
    } finally {
      setResending(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h2 className="text-xl font-semibold text-navy-900">{t.confirm.heading}</h2>
      <p className="text-slate-600">{t.confirm.text(email)}</p>
      <TextField
        label={t.fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t.pending : t.actions.confirm}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="subtle" size="md" onClick={resend} disabled={resending}>
          {t.actions.resend}
        </Button>
        <Button type="button" variant="ghost" size="md" onClick={onBack}>
          {t.actions.back}
        </Button>
      </div>
    </form>
  );
}

/**
 * The first sign-in of an account an operator created (`npm run admin -- create`): Cognito accepted the
 * mailed temporary password and asks for the account's own, under the pool's policy.
 */
export function NewPasswordForm({ email, onChosen, onBack }: { email: string; onChosen: () => Promise<void>; onBack: () => void }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await auth.answerSignInChallenge(password);
      await onChosen();
    } catch (error) {
      notify.error(t.toasts.signInError, { description: authErrorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h2 className="text-xl font-semibold text-navy-900">{t.newPassword.heading}</h2>
      <p className="text-slate-600">{t.newPassword.text(email)}</p>
      <TextField
        label={t.fields.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t.pending : t.actions.savePassword}
      </Button>
      <Button type="button" variant="ghost" size="md" onClick={onBack}>
        {t.actions.back}
      </Button>
    </form>
  );
}

/**
 * The second step of an account that enrolled an authenticator app: Cognito accepted the password and
 * asks for the app's current code (SOFTWARE_TOKEN_MFA). A wrong code is said at the field, which keeps
 * focus for another try; once Cognito's challenge session is over (the app client's AuthSessionValidity),
 * the password is asked again.
 */
export function TotpSignInForm({ email, onSignedIn, onBack }: { email: string; onSignedIn: () => Promise<void>; onBack: () => void }) {
  const form = useZodForm(totpSignInSchema, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await auth.answerSignInChallenge(code);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'NotAuthorizedException') {
        notify.error(t.toasts.signInError, { description: t.totp.sessionExpired });
        onBack();
        return;
      }
      const message = name === 'CodeMismatchException' ? t.totp.wrongCode : name === 'ExpiredCodeException' ? t.totp.expiredCode : authErrorMessage(error);
      form.setError('code', { message }, { shouldFocus: true });
      return;
    }
    await onSignedIn();
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h2 className="text-xl font-semibold text-navy-900">{t.totp.heading}</h2>
      <p className="text-slate-600">{t.totp.text(email)}</p>
      <TextField
        label={t.fields.totpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        autoFocus
        hint={t.totp.hint}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t.pending : t.actions.verifyTotp}
      </Button>
      <Button type="button" variant="ghost" size="md" onClick={onBack}>
        {t.actions.back}
      </Button>
    </form>
  );
}

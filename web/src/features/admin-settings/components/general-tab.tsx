import '../../../components/admin/zod-jitless';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { siteSettingsChangesSchema, type SiteSettings } from '../../../../../shared/settings/schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { frAdmin } from '../../../i18n/fr-admin';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { siteSettingsQueryOptions, useUpdateSiteSettings } from '../api/site-settings';
import { frSettings } from '../i18n/fr';
import { LoadError, Pending } from '../../../components/admin/list-states';

const t = frSettings.general;

/** 'Général': the maintenance toggle (spec §4, stored on the server) and the e-mail the maintenance page shows. */
export function GeneralTab() {
  const settings = useQuery(siteSettingsQueryOptions);
  const change = useUpdateSiteSettings();
  const switchId = useId();

  if (settings.isPending) return <Pending />;
  if (settings.isError) return <LoadError message={t.loadError} onRetry={() => void settings.refetch()} />;

  const on = settings.data.maintenanceMode;
  const toggle = () =>
    change.mutate(
      { maintenanceMode: !on },
      {
        onSuccess: (saved) => notify.success(saved.maintenanceMode ? t.maintenanceOn : t.maintenanceOff),
        onError: () => notify.error(t.maintenanceError),
      },
    );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby={`${switchId}-title`} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
        <h2 id={`${switchId}-title`} className="text-lg font-semibold text-navy-900">
          {t.maintenanceTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.maintenanceText}</p>
        <div className="mt-4 flex items-center justify-between gap-4">
          <span id={switchId} className="font-medium text-navy-900">
            {t.maintenanceLabel}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={switchId}
            onClick={toggle}
            disabled={change.isPending}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-navy-900' : 'bg-navy-300'}`}
          >
            <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} />
          </button>
        </div>
      </section>
      <ContactEmailForm current={settings.data.contactEmail} onSave={(contactEmail) => change.mutateAsync({ contactEmail })} />
      <PrivacyOfficerForm current={settings.data} onSave={(changes) => change.mutateAsync(changes)} />
    </div>
  );
}

function ContactEmailForm({ current, onSave }: { current: string; onSave: (email: string) => Promise<SiteSettings> }) {
  const form = useZodForm(siteSettingsChangesSchema, { defaultValues: { contactEmail: current } });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.reset({ contactEmail: current }), [current, form]);
  const submit = form.handleSubmit(async ({ contactEmail }) => {
    try {
      await onSave(contactEmail!);
      notify.success(t.contactSaved);
    } catch (error) {
      notify.error(t.contactError, { description: error instanceof Error ? error.message : undefined });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-email-title" className="space-y-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <div>
        <h2 id="contact-email-title" className="text-lg font-semibold text-navy-900">
          {t.contactTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.contactText}</p>
      </div>
      <TextField label={t.contactLabel} type="email" autoComplete="email" required error={errors.contactEmail?.message} {...form.register('contactEmail')} />
      <Button type="submit" size="md" disabled={isSubmitting}>
        {isSubmitting ? frAdmin.common.saving : frAdmin.common.save}
      </Button>
    </form>
  );
}

const officerFields = (s: SiteSettings) => ({
  privacyOfficerName: s.privacyOfficerName,
  privacyOfficerTitle: s.privacyOfficerTitle,
  privacyOfficerEmail: s.privacyOfficerEmail,
  privacyOfficerPhone: s.privacyOfficerPhone,
});

function PrivacyOfficerForm({ current, onSave }: { current: SiteSettings; onSave: (changes: Partial<SiteSettings>) => Promise<SiteSettings> }) {
  const form = useZodForm(siteSettingsChangesSchema, { defaultValues: officerFields(current) });
  const { errors, isSubmitting } = form.formState;
  const titleId = useId();
  const { privacyOfficerName, privacyOfficerTitle, privacyOfficerEmail, privacyOfficerPhone } = current;
  useEffect(
    () => form.reset({ privacyOfficerName, privacyOfficerTitle, privacyOfficerEmail, privacyOfficerPhone }),
    [privacyOfficerName, privacyOfficerTitle, privacyOfficerEmail, privacyOfficerPhone, form],
  );
  const submit = form.handleSubmit(async (changes) => {
    try {
      await onSave(changes);
      notify.success(t.privacySaved);
    } catch (error) {
      notify.error(t.privacyError, { description: error instanceof Error ? error.message : undefined });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm lg:col-span-2">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          {t.privacyTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.privacyText}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.privacyName} required autoComplete="off" error={errors.privacyOfficerName?.message} {...form.register('privacyOfficerName')} />
        <TextField label={t.privacyRole} required autoComplete="off" error={errors.privacyOfficerTitle?.message} {...form.register('privacyOfficerTitle')} />
        <TextField label={t.privacyEmail} type="email" required autoComplete="off" error={errors.privacyOfficerEmail?.message} {...form.register('privacyOfficerEmail')} />
        <TextField label={t.privacyPhone} type="tel" autoComplete="off" error={errors.privacyOfficerPhone?.message} {...form.register('privacyOfficerPhone')} />
      </div>
      <Button type="submit" size="md" disabled={isSubmitting}>
        {isSubmitting ? frAdmin.common.saving : frAdmin.common.save}
      </Button>
    </form>
  );
}

import '../../../components/admin/zod-jitless';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { notify } from '../../../lib/toast';
import { siteSettingsQueryOptions, useUpdateSiteSettings } from '../api/site-settings';
import { frSettings } from '../i18n/fr';
import { LoadError, Pending } from '../../../components/admin/list-states';
import { SettingsCards, type SettingsCard } from './settings-form';

const t = frSettings.general;

const CARDS = [
  {
    title: t.agencyTitle,
    text: t.agencyText,
    fields: [
      { name: 'agencyName', label: t.agencyName, hint: t.agencyNameHint },
      { name: 'agencyLicenceNumber', label: t.agencyLicence },
    ],
    messages: { saved: t.agencySaved, failed: t.agencyError },
  },
  {
    title: t.contactTitle,
    text: t.contactText,
    fields: [{ name: 'contactEmail', label: t.contactLabel, type: 'email', required: true }],
    messages: { saved: t.contactSaved, failed: t.contactError },
  },
  {
    title: t.privacyTitle,
    text: t.privacyText,
    fields: [
      { name: 'privacyOfficerName', label: t.privacyName, required: true },
      { name: 'privacyOfficerTitle', label: t.privacyRole, required: true },
      { name: 'privacyOfficerEmail', label: t.privacyEmail, type: 'email', required: true },
      { name: 'privacyOfficerPhone', label: t.privacyPhone, type: 'tel' },
    ],
    messages: { saved: t.privacySaved, failed: t.privacyError },
    wide: true,
  },
] satisfies SettingsCard[];

/** 'Général': the maintenance toggle (spec §4, stored on the server), the agency's OACIQ mentions, the e-mail the maintenance page shows and the privacy officer. */
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
      <SettingsCards cards={CARDS} settings={settings.data} />
    </div>
  );
}

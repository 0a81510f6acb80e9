import '../../../components/admin/zod-jitless';
import { useQuery } from '@tanstack/react-query';
import { LoadError, Pending } from '../../../components/admin/list-states';
import { siteClaimsAdminQueryOptions, siteSettingsQueryOptions } from '../api/site-settings';
import { ClaimsCard } from './claims-card';
import { LogoCard } from './logo-card';
import { frSettings } from '../i18n/fr';
import { SettingsCards, type SettingsCard } from './settings-form';

const t = frSettings.site;

const CARDS = [
  {
    title: t.contactTitle,
    text: t.contactText,
    fields: [
      { name: 'phone', label: t.phone, type: 'tel' },
      { name: 'email', label: t.email, type: 'email' },
      { name: 'street', label: t.street },
      { name: 'locality', label: t.locality },
      { name: 'postalCode', label: t.postalCode },
      { name: 'officeHours', label: t.officeHours, hint: t.officeHoursHint, multiline: true },
    ],
    messages: { saved: t.contactSaved, failed: t.contactError },
    wide: true,
  },
  {
    title: t.socialTitle,
    text: t.socialText,
    fields: [
      { name: 'facebookUrl', label: 'Facebook', type: 'url' },
      { name: 'instagramUrl', label: 'Instagram', type: 'url' },
      { name: 'linkedinUrl', label: 'LinkedIn', type: 'url' },
      { name: 'youtubeUrl', label: 'YouTube', type: 'url' },
    ],
    messages: { saved: t.socialSaved, failed: t.socialError },
    wide: true,
  },
] satisfies SettingsCard[];

/** 'Site': the brokerage's contact details, social profiles, logo, figures and guarantees, shown on the public pages (they follow within a minute). */
export function SiteTab() {
  const settings = useQuery(siteSettingsQueryOptions);
  const claims = useQuery(siteClaimsAdminQueryOptions);
  if (settings.isPending || claims.isPending) return <Pending />;
  if (settings.isError || claims.isError) return <LoadError message={frSettings.general.loadError} onRetry={() => void Promise.all([settings.refetch(), claims.refetch()])} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SettingsCards cards={CARDS} settings={settings.data} />
      <LogoCard key={settings.data.logoUrl} settings={settings.data} />
      <ClaimsCard claims={claims.data} />
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { SiteSettings } from '../../../../../shared/settings/schema';
import { PhotoField } from '../../../components/admin/photo-upload';
import { Button } from '../../../components/ui/button';
import { frAdmin } from '../../../i18n/fr-admin';
import { notify } from '../../../lib/toast';
import { useUpdateSiteSettings } from '../api/site-settings';
import { frSettings } from '../i18n/fr';

const t = frSettings.site;

/** Paramètres → Site: the brokerage's logo, through the photo pipeline (checked, stripped, WebP renditions). */
export function LogoCard({ settings }: { settings: SiteSettings }) {
  const [logoUrl, setLogoUrl] = useState(settings.logoUrl);
  const [uploading, setUploading] = useState(false);
  const save = useUpdateSiteSettings();
  const titleId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ logoUrl });
      notify.success(t.logoSaved);
    } catch (error) {
      notify.error(t.logoError, { description: error instanceof Error ? error.message : undefined });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className="space-y-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm lg:col-span-2">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          {t.logoTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.logoText}</p>
      </div>
      <PhotoField label={t.logoLabel} purpose="logo" value={logoUrl || undefined} onChange={(url) => setLogoUrl(url ?? '')} onBusyChange={setUploading} />
      <Button type="submit" size="md" disabled={uploading || save.isPending || logoUrl === settings.logoUrl}>
        {save.isPending ? frAdmin.common.saving : frAdmin.common.save}
      </Button>
    </form>
  );
}

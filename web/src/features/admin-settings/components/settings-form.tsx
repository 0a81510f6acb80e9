import { useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import { siteSettingsChangesSchema, type SiteSettings, type SiteSettingsChanges } from '../../../../../shared/settings/schema';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { frAdmin } from '../../../i18n/fr-admin';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateSiteSettings } from '../api/site-settings';

type Name = FieldPath<SiteSettingsChanges> & keyof SiteSettings;
export type SettingField = { name: Name; label: string; type?: 'email' | 'tel' | 'url'; required?: boolean; multiline?: boolean; hint?: string };

type Props = {
  title: string;
  text: string;
  fields: readonly SettingField[];
  current: SiteSettings;
  onSave: (changes: Partial<SiteSettings>) => Promise<SiteSettings>;
  messages: { saved: string; failed: string };
  wide?: boolean;
};

/** A card of the site settings: its fields, checked by the API's schema, saved together. */
function SettingsForm({ title, text, fields, current, onSave, messages, wide }: Props) {
  const form = useZodForm(siteSettingsChangesSchema, { defaultValues: Object.fromEntries(fields.map(({ name }) => [name, current[name]])) });
  const { errors, isSubmitting } = form.formState;
  const titleId = useId();
  const submit = form.handleSubmit(async (changes) => {
    try {
      await onSave(changes);
      notify.success(messages.saved);
    } catch (error) {
      notify.error(messages.failed, { description: error instanceof Error ? error.message : undefined });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className={`space-y-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm ${wide ? 'lg:col-span-2' : ''}`}>
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      <div className={wide ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
        {fields.map(({ name, label, type, required, multiline, hint }) =>
          multiline ? (
            <TextareaField key={name} className="sm:col-span-2" label={label} hint={hint} required={required} error={errors[name]?.message} {...form.register(name)} />
          ) : (
            <TextField key={name} label={label} hint={hint} type={type ?? 'text'} required={required} autoComplete="off" error={errors[name]?.message} {...form.register(name)} />
          ),
        )}
      </div>
      <Button type="submit" size="md" disabled={isSubmitting}>
        {isSubmitting ? frAdmin.common.saving : frAdmin.common.save}
      </Button>
    </form>
  );
}

export type SettingsCard = Omit<Props, 'current' | 'onSave'>;

/** Cards of the site settings, each saved on its own and started again from what was saved. */
export function SettingsCards({ cards, settings }: { cards: readonly SettingsCard[]; settings: SiteSettings }) {
  const change = useUpdateSiteSettings();
  return cards.map((card) => (
    <SettingsForm
      key={[card.title, ...card.fields.map(({ name }) => String(settings[name]))].join('\u0000')}
      {...card}
      current={settings}
      onSave={(changes) => change.mutateAsync(changes)}
    />
  ));
}

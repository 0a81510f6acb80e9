import '../../../components/admin/zod-jitless';
import { Controller, useWatch } from 'react-hook-form';
import { useRef, useState } from 'react';
import { LICENCE_DESIGNATIONS, missingMentions, type LicenceDesignation } from '../../../../../shared/agents/mentions';
import { agentInputSchema, type Agent, type AgentInput } from '../../../../../shared/agents/schema';
import { ChoicesField } from '../../../components/admin/choices-field';
import { LinesField } from '../../../components/admin/lines-field';
import { PhotoField } from '../../../components/admin/photo-upload';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { frAdmin } from '../../../i18n/fr-admin';
import { useZodForm } from '../../../lib/use-zod-form';
import { frAgents } from '../i18n/fr';
import { LanguagesField } from './languages-field';

const t = frAgents.form;
const OPTIONAL_TEXT = ['title', 'phone', 'specialty', 'agencyName', 'bio', 'calendlyUrl', 'licenceName', 'licenceNumber'] as const;

type Props = {
  /** The agent being edited; none to add one. */
  agent?: Agent;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSave: (values: AgentInput) => Promise<unknown>;
  onClose: () => void;
};

/** The add and edit dialog: every field of the agent, validated by the API's own schema. */
export function AgentDialog({ agent, onSave, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const form = useZodForm(agentInputSchema, {
    mode: 'onSubmit',
    defaultValues: {
      name: agent?.name ?? '',
      email: agent?.email ?? '',
      ...Object.fromEntries(OPTIONAL_TEXT.map((field) => [field, agent?.[field] ?? ''])),
      languages: agent?.languages ?? [],
      achievements: agent?.achievements ?? [],
      licenceDesignations: (agent?.licenceDesignations ?? []) as LicenceDesignation[],
      isActive: agent?.isActive ?? true,
      isPresident: agent?.isPresident ?? false,
      imageUrl: agent?.imageUrl,
    },
  });
  const [uploading, setUploading] = useState(false);
  const { errors, isSubmitting } = form.formState;
  // An empty optional field is "not given" (the link must otherwise be an https address).
  const emptyToUndefined = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      dialogRef.current?.close();
    } catch {
      // The owner showed the error toast; the dialog stays open with what was typed.
    }
  });
  // Spec §5: one message when the name or the e-mail is missing.
  const required = errors.name?.message ?? errors.email?.message;
  // The server refuses to show a broker without his OACIQ mentions: the form says which are missing as they are typed.
  const [isActive, licenceName, licenceNumber, licenceDesignations] = useWatch({ control: form.control, name: ['isActive', 'licenceName', 'licenceNumber', 'licenceDesignations'] });
  const missing = isActive === false ? [] : missingMentions({ licenceName, licenceNumber, licenceDesignations });

  return (
    <Dialog title={agent ? t.editTitle : t.addTitle} closeLabel={frAdmin.common.close} onClose={onClose} dialogRef={dialogRef} className="max-w-2xl">
      <form noValidate onSubmit={submit} className="space-y-4">
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <PhotoField
              label={t.photo}
              purpose="agent"
              value={field.value || undefined}
              onChange={field.onChange}
              onBusyChange={setUploading}
              toasts={{ success: frAgents.toasts.imageUploaded, error: frAgents.toasts.imageError }}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.name} required autoComplete="off" error={errors.name?.message} {...form.register('name')} />
          <TextField label={t.email} type="email" required autoComplete="off" error={errors.email?.message} {...form.register('email')} />
          <TextField label={t.title} error={errors.title?.message} {...form.register('title', emptyToUndefined)} />
          <TextField label={t.phone} type="tel" placeholder={t.phonePlaceholder} error={errors.phone?.message} {...form.register('phone', emptyToUndefined)} />
          <TextField label={t.specialty} error={errors.specialty?.message} {...form.register('specialty', emptyToUndefined)} />
          <TextField label={t.agencyName} error={errors.agencyName?.message} {...form.register('agencyName', emptyToUndefined)} />
        </div>
        <fieldset className="space-y-3 rounded-lg border border-navy-100 p-4">
          <legend className="px-1 font-semibold text-navy-900">{t.mentions}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t.licenceName} autoComplete="off" error={errors.licenceName?.message} {...form.register('licenceName', emptyToUndefined)} />
            <TextField label={t.licenceNumber} autoComplete="off" error={errors.licenceNumber?.message} {...form.register('licenceNumber', emptyToUndefined)} />
          </div>
          <ChoicesField label={t.licenceDesignations} options={LICENCE_DESIGNATIONS} error={errors.licenceDesignations?.message} {...form.register('licenceDesignations')} />
          {missing.length > 0 && <p className="text-sm text-amber-900">{t.missingMentions(missing.join(', '))}</p>}
        </fieldset>
        <TextField label={t.calendlyUrl} type="url" placeholder="https://calendly.com/…" error={errors.calendlyUrl?.message} {...form.register('calendlyUrl', emptyToUndefined)} />
        <TextareaField label={t.bio} rows={4} error={errors.bio?.message} {...form.register('bio', emptyToUndefined)} />
        <Controller
          control={form.control}
          name="achievements"
          render={({ field }) => <LinesField label={t.achievements} hint={t.achievementsHint} value={field.value ?? []} onChange={field.onChange} />}
        />
        <Controller control={form.control} name="languages" render={({ field }) => <LanguagesField value={field.value ?? []} onChange={field.onChange} />} />
        <div className="flex flex-wrap gap-6">
          <label className="inline-flex items-center gap-2 font-medium text-navy-900">
            <input type="checkbox" className="size-4 accent-navy-900" {...form.register('isActive')} />
            {t.isActive}
          </label>
          <label className="inline-flex items-center gap-2 font-medium text-navy-900">
            <input type="checkbox" className="size-4 accent-navy-900" {...form.register('isPresident')} />
            {t.isPresident}
          </label>
        </div>
        {required && (
          <p role="alert" className="text-sm text-red-700">
            {required}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="subtle" size="md" onClick={() => dialogRef.current?.close()}>
            {frAdmin.common.cancel}
          </Button>
          <Button type="submit" size="md" disabled={isSubmitting || uploading}>
            {isSubmitting ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

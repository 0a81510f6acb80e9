import { ArrowLeft, Save, SearchX } from '../../components/icons';
import { useEffect, useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { isApiError } from '../../lib/api-client';
import { errorMessage, isConflictError, isNotFoundError } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { PROPERTY_INPUT_KEYS, propertyInputSchema, type PropertyFormInput } from './lib/property-form-schema';
import type { AdminPropertyDetail } from './api/admin-property-types';
import { useAgentOptions } from './api/get-agent-options';
import { useAdminProperty } from './api/get-admin-property';
import { useSaveProperty } from './api/property-mutations';
import { AgentsField } from './components/agents-field';
import { PhotosField, type PhotoItem } from './components/photos-field';
import { PropertyField } from './components/property-field';
import { FIELD_SECTIONS } from './components/property-fields';
import { PositionPicker } from './components/position-picker';
import { frAdminProperties } from './i18n/fr';
import { defaultValues, initialPhotos } from './lib/property-form-values';
import { uploadPropertyPhoto } from './lib/upload-property-photo';
import { PROPERTY_TOAST } from './lib/toast-options';

const t = frAdminProperties.form;

/** /admin/properties/new and /admin/properties/{id}/edit: the same form, empty or filled. */
export function PropertyFormPage() {
  const { id } = useParams();
  if (!id) return <PropertyForm key="new" />;
  return <EditProperty id={id} />;
}

function EditProperty({ id }: { id: string }) {
  const { data: property, error } = useAdminProperty(id);
  // Keyed by id only: the saved answer replacing the cached property must not remount the form (the
  // save's own callbacks, toast and navigation, would be lost with it).
  if (property) return <PropertyForm key={property.id} property={property} />;
  if (error) {
    const title = isNotFoundError(error) ? frAdminProperties.detail.notFound : frAdminProperties.detail.loadError;
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center py-16 text-center">
        <PageTitle>{title}</PageTitle>
        <SearchX aria-hidden="true" className="size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{title}</h1>
        <p className="mt-4 text-slate-600">{errorMessage(error)}</p>
        <ButtonLink to="/admin/properties" variant="navy" size="md" className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {frAdminProperties.detail.back}
        </ButtonLink>
      </section>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-slate-600">
      <PageTitle>{t.editTitle}</PageTitle>
      {frAdminProperties.detail.loading}
    </p>
  );
}

function PropertyForm({ property }: { property?: AdminPropertyDetail }) {
  const navigate = useNavigate();
  const save = useSaveProperty();
  const agents = useAgentOptions();
  const [photos, setPhotos] = useState<PhotoItem[]>(() => initialPhotos(property));
  const [photosError, setPhotosError] = useState<string>();
  const form = useZodForm(propertyInputSchema, { defaultValues: defaultValues(property) });
  const { register, control, handleSubmit, setValue, setError } = form;
  const formId = useId();
  const title = property ? t.editTitle : t.newTitle;
  const cancelTo = property ? `/admin/properties/${property.id}` : '/admin/properties';

  useEffect(() => {
    if (agents.error) notify.error(t.agents.loadError, { ...PROPERTY_TOAST, id: 'admin-property-agents-error', description: errorMessage(agents.error) });
  }, [agents.error]);

  const submit = handleSubmit(
    (values) => {
      save.mutate(
        { id: property?.id, values, expectedUpdatedAt: property?.updatedAt },
        {
          onSuccess: (saved) => {
            notify.success(property ? t.updated : t.created, PROPERTY_TOAST);
            void navigate(`/admin/properties/${saved.id}`);
          },
          onError: (failure) => {
            if (isConflictError(failure)) {
              notify.error(t.conflict, { ...PROPERTY_TOAST, duration: 8000 });
              return;
            }
            // The server's field messages (e.g. an unknown broker) go next to their fields.
            const fields = isApiError(failure, 'VALIDATION') ? (failure.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;
            for (const [name, message] of Object.entries(fields ?? {})) {
              if ((PROPERTY_INPUT_KEYS as string[]).includes(name)) setError(name as FieldPath<PropertyFormInput>, { message });
            }
            notify.error(t.saveError, { ...PROPERTY_TOAST, description: errorMessage(failure) });
          },
        },
      );
    },
    () => notify.error(t.invalid, PROPERTY_TOAST),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (photos.some((photo) => photo.status !== 'done')) {
      setPhotosError(t.photosPending);
      notify.error(t.photosPending, PROPERTY_TOAST);
      return;
    }
    setPhotosError(undefined);
    const urls = photos.map((photo) => photo.url as string);
    setValue('photosUrls', urls);
    setValue('imageUrl', urls[0]);
    void submit(event);
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>{title}</PageTitle>
      <Link to={cancelTo} className="inline-flex items-center gap-2 rounded-md font-medium text-navy-700 hover:text-navy-900 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-navy-900">{title}</h1>
      {property && <p className="mt-1 break-words text-slate-600">{property.title}</p>}

      <form id={formId} noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        {FIELD_SECTIONS.map((section) => (
          <Section key={section.title} title={section.title}>
            {section.hint && <p className="mb-4 text-sm text-slate-600">{section.hint}</p>}
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <PropertyField key={field.name} field={field} form={form} />
              ))}
            </div>
            {section.positionPicker && <PositionPicker form={form} />}
          </Section>
        ))}

        <Section title={t.sections.publication}>
          <div className="space-y-3">
            <Checkbox label={t.isActive} {...register('isActive')} />
            <Checkbox label={t.isFeatured} {...register('isFeatured')} />
          </div>
        </Section>

        <Section title={t.sections.agents}>
          <Controller
            control={control}
            name="agents"
            render={({ field, fieldState }) => (
              <AgentsField
                options={agents.data}
                loading={agents.isPending}
                loadError={agents.isError}
                value={(field.value ?? []).map((link) => ({ agentId: link.agentId, isPrimary: link.isPrimary ?? false }))}
                onChange={field.onChange}
                error={fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message}
              />
            )}
          />
        </Section>

        <Section title={t.sections.photos}>
          <PhotosField
            items={photos}
            onChange={(update) => {
              setPhotosError(undefined);
              setPhotos(update);
            }}
            upload={uploadPropertyPhoto}
            onUploadError={(message) => notify.error(t.photos.uploadError, { ...PROPERTY_TOAST, description: message })}
            error={photosError}
          />
        </Section>

        {/* A save bar: toasts (bottom-right, spec §9) rise above it instead of covering its buttons (styles.css). */}
        <div data-save-bar="" className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-3 border-t border-navy-100 bg-navy-50/95 px-4 py-4 sm:flex-row sm:justify-end">
          <ButtonLink to={cancelTo} variant="subtle" size="md">
            {t.cancel}
          </ButtonLink>
          <Button type="submit" variant="navy" size="md" disabled={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? t.saving : property ? t.save : t.create}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Checkbox({ label, ...props }: { label: string } & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-navy-900" {...props} />
      <label htmlFor={id} className="font-medium text-navy-900">
        {label}
      </label>
    </div>
  );
}

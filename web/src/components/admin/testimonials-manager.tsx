import './zod-jitless';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Star, Trash2 } from '../icons';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { testimonialInputSchema, type Testimonial } from '../../../../shared/testimonials/schema';
import { frAdmin } from '../../i18n/fr-admin';
import { notify } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../ui/button';
import { SelectField, TextareaField, TextField } from '../ui/form-field';
import { useAddTestimonial, useDeleteTestimonial, useToggleTestimonial, testimonialsQueryOptions } from './api/testimonials';
import { DeleteDialog } from './confirm-dialog';
import { PhotoField } from './photo-upload';
import { LoadMore } from './load-more';
import { LoadError, Pending } from './list-states';

const t = frAdmin.testimonials;

/**
 * The testimonials manager of /admin/testimonials and of the Settings tab (spec §2): the add form
 * (new ones start inactive), the list newest first with activate/deactivate and delete.
 */
export function TestimonialsManager({ search = '' }: { search?: string }) {
  const list = useInfiniteQuery(testimonialsQueryOptions);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const toggle = useToggleTestimonial();
  const remove = useDeleteTestimonial();
  const switchActive = (item: Testimonial) =>
    toggle.mutate(item, {
      onSuccess: (saved) => notify.success(saved.active ? t.activated : t.deactivated),
      onError: () => notify.error(t.updateError),
    });

  const needle = search.trim().toLocaleLowerCase('fr-CA');
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => !needle || `${item.name} ${item.location ?? ''} ${item.text}`.toLocaleLowerCase('fr-CA').includes(needle),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <AddTestimonialForm />
      <section aria-labelledby="testimonials-list-title">
        <h2 id="testimonials-list-title" className="text-lg font-semibold text-navy-900">
          {t.listTitle}
        </h2>
        {list.isPending ? (
          <Pending className="mt-4" />
        ) : list.isError ? (
          <LoadError className="mt-4" message={t.loadError} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <p className="mt-4 text-slate-600">{t.empty}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex min-w-0 items-center gap-3">
                    {item.imageUrl && <img src={item.imageUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />}
                    <div className="min-w-0">
                      <p className="font-semibold text-navy-900">
                        {item.name}
                        {item.location && <span className="font-normal text-slate-600"> · {item.location}</span>}
                      </p>
                      <p role="img" className="mt-1 flex items-center gap-0.5" aria-label={t.ratingLabel(item.rating)}>
                        {Array.from({ length: 5 }, (_, i) => (
                          <Star key={i} aria-hidden="true" className={`size-4 ${i < item.rating ? 'fill-gold-400 text-gold-700' : 'text-navy-200'}`} />
                        ))}
                      </p>
                    </div>
                  </div>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.active ? 'bg-emerald-100 text-emerald-900' : 'bg-navy-100 text-navy-800'}`}
                  >
                    {item.active ? t.active : t.inactive}
                  </span>
                </div>
                <p className="mt-2 whitespace-pre-line break-words text-slate-700">{item.text}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="subtle" size="sm" onClick={() => switchActive(item)} disabled={toggle.isPending} aria-label={`${item.active ? t.deactivate : t.activate} : ${item.name}`}>
                    {item.active ? t.deactivate : t.activate}
                  </Button>
                  <Button variant="subtle" size="sm" onClick={() => setDeleting(item)} aria-label={`${t.delete} : ${item.name}`}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      </section>
      {deleting && (
        <DeleteDialog
          title={t.deleteTitle}
          question={t.deleteQuestion(deleting.name)}
          confirmLabel={t.delete}
          onDelete={() => remove.mutateAsync(deleting.id)}
          busy={remove.isPending}
          toasts={{ deleted: t.deleted, failed: t.deleteError }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function AddTestimonialForm() {
  const add = useAddTestimonial();
  const form = useZodForm(testimonialInputSchema, { defaultValues: { name: '', location: '', text: '', rating: 5, imageUrl: undefined } });
  const { errors, isSubmitting } = form.formState;
  const [uploading, setUploading] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      notify.success(t.added);
      form.reset();
    } catch (error) {
      notify.error(t.addError, { description: error instanceof Error ? error.message : undefined });
    }
  });
  // One message for both required fields, as the spec words it.
  const requiredError = errors.name?.message ?? errors.text?.message;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="testimonial-add-title" className="space-y-4 self-start rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <h2 id="testimonial-add-title" className="text-lg font-semibold text-navy-900">
        {t.addTitle}
      </h2>
      <TextField label={t.fields.name} required error={errors.name?.message} {...form.register('name')} />
      <TextField label={t.fields.location} error={errors.location?.message} {...form.register('location')} />
      <TextareaField label={t.fields.text} required rows={4} error={errors.text?.message} {...form.register('text')} />
      <SelectField label={t.fields.rating} error={errors.rating?.message} {...form.register('rating', { valueAsNumber: true })}>
        {[5, 4, 3, 2, 1].map((value) => (
          <option key={value} value={value}>
            {t.ratingOption(value)}
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <PhotoField label={t.fields.photo} purpose="testimonial" value={field.value} onChange={field.onChange} onBusyChange={setUploading} toasts={{ error: t.imageError }} />
        )}
      />
      {requiredError && (
        <p role="alert" className="text-sm text-red-700">
          {requiredError}
        </p>
      )}
      <Button type="submit" block disabled={isSubmitting || uploading}>
        {isSubmitting ? frAdmin.common.saving : t.add}
      </Button>
    </form>
  );
}

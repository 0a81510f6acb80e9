import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from '../../components/icons';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { suggestSlug } from '../../../../shared/blog/rules';
import type { BlogCategory } from '../../../../shared/blog/schema';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { TextareaField, TextField } from '../../components/ui/form-field';
import { isApiError } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { categoryQuery, useSaveCategory } from './api/blog-admin-api';
import { OneItemStates } from './components/one-item-states';
import { frBlogAdmin } from './i18n/fr';

const t = frBlogAdmin.categoryEditor;
const HEX = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_COLOR = '#1e3a5f';

/** /admin/blog/new-category and /admin/blog/edit-category/{id}: name, slug, description, colour, active. */
export function CategoryEditorPage() {
  const { id } = useParams();
  const category = useQuery({ ...categoryQuery(id ?? ''), enabled: Boolean(id) });
  const title = id ? t.editTitle : t.newTitle;
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>{title}</PageTitle>
      <Link to="/admin/blog" className="inline-flex items-center gap-2 font-medium text-navy-700 hover:text-navy-900 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {frBlogAdmin.editor.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
      {id ? (
        <OneItemStates query={category} notFound={t.notFound}>
          {(loaded) => <CategoryForm key={loaded.id} category={loaded} />}
        </OneItemStates>
      ) : (
        <CategoryForm />
      )}
    </div>
  );
}

function CategoryForm({ category }: { category?: BlogCategory }) {
  const navigate = useNavigate();
  const save = useSaveCategory();
  const [values, setValues] = useState({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    color: category?.color ?? DEFAULT_COLOR,
    isActive: category?.isActive ?? true,
  });
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [errors, setErrors] = useState<{ name?: string; slug?: string; color?: string }>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: values.name.trim() ? undefined : t.nameRequired,
      slug: values.slug ? undefined : frBlogAdmin.editor.slugRequired,
      color: HEX.test(values.color) ? undefined : t.colorInvalid,
    };
    setErrors(found);
    if (found.name || found.slug || found.color) return;
    save.mutate(
      { id: category?.id, values: { ...values, name: values.name.trim(), ...(category ? { expectedUpdatedAt: category.updatedAt } : {}) } },
      {
        onSuccess: () => {
          notify.success(frBlogAdmin.toasts.categorySaved);
          void navigate('/admin/blog');
        },
        onError: (error) => {
          if (isApiError(error, 409) && /slug/i.test(error.message)) setErrors({ slug: error.message });
          notify.error(frBlogAdmin.toasts.categorySaveError, { description: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <TextField
        label={t.name}
        value={values.name}
        error={errors.name}
        required
        maxLength={80}
        onChange={(event) => {
          const name = event.target.value;
          setValues((v) => ({ ...v, name, slug: slugTouched ? v.slug : suggestSlug(name) }));
        }}
      />
      <TextField
        label={t.slug}
        value={values.slug}
        error={errors.slug}
        required
        maxLength={120}
        onChange={(event) => {
          setSlugTouched(true);
          set('slug', event.target.value.toLowerCase());
        }}
      />
      <TextareaField label={t.description} rows={3} maxLength={500} value={values.description} onChange={(event) => set('description', event.target.value)} />
      <div className="flex flex-wrap items-end gap-4">
        <label className="block">
          <span className="block text-sm font-semibold text-navy-900">{t.color}</span>
          <input type="color" value={HEX.test(values.color) ? values.color : DEFAULT_COLOR} onChange={(event) => set('color', event.target.value)} className="mt-1.5 h-11 w-16 cursor-pointer rounded-lg border border-navy-300" />
        </label>
        <TextField label={t.colorHex} className="w-56" value={values.color} error={errors.color} maxLength={7} onChange={(event) => set('color', event.target.value.trim())} />
      </div>
      <label className="flex items-center gap-3">
        <input type="checkbox" className="size-4" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
        <span className="font-semibold text-navy-900">{t.active}</span>
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to="/admin/blog" variant="subtle" size="md">
          {frBlogAdmin.editor.cancel}
        </ButtonLink>
        <Button type="submit" variant="navy" size="md" disabled={save.isPending}>
          {save.isPending ? frBlogAdmin.editor.saving : frBlogAdmin.editor.save}
        </Button>
      </div>
    </form>
  );
}

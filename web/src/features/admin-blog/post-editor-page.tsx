import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from '../../components/icons';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PostInput } from '../../../../shared/blog/admin-api';
import { suggestSlug } from '../../../../shared/blog/rules';
import type { BlogPost } from '../../../../shared/blog/schema';
import { PhotoField } from '../../components/admin/photo-upload';
import { RichTextEditor } from '../../components/admin/rich-text-editor';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { SelectField, TextareaField, TextField } from '../../components/ui/form-field';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { isApiError } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { categoryOptionsQuery, postQuery, useSavePost } from './api/blog-admin-api';
import { ArticlePreview } from './components/article-preview';
import { OneItemStates } from './components/one-item-states';
import { frBlogAdmin } from './i18n/fr';
import { parseTags } from './lib/display';

const t = frBlogAdmin.editor;

/** /admin/blog/new-post and /admin/blog/edit/{id}: the article form with its rich-text editor and a preview. */
export function PostEditorPage() {
  const { id } = useParams();
  const post = useQuery({ ...postQuery(id ?? ''), enabled: Boolean(id) });
  const title = id ? t.editTitle : t.newTitle;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>{title}</PageTitle>
      <Link to="/admin/blog" className="inline-flex items-center gap-2 font-medium text-navy-700 hover:text-navy-900 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
      {id ? (
        <OneItemStates query={post} notFound={t.notFound}>
          {(loaded) => <PostForm key={loaded.id} post={loaded} />}
        </OneItemStates>
      ) : (
        <PostForm />
      )}
    </div>
  );
}

type Values = Required<Omit<PostInput, 'tags'>> & { tags: string };

const initialValues = (post?: BlogPost): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  category: post?.category ?? '',
  tags: post?.tags.join(', ') ?? '',
  featuredImageUrl: post?.featuredImageUrl ?? '',
  isPublished: post?.isPublished ?? false,
  isFeatured: post?.isFeatured ?? false,
});

function PostForm({ post }: { post?: BlogPost }) {
  const navigate = useNavigate();
  const save = useSavePost();
  const categories = useQuery(categoryOptionsQuery);
  const [values, setValues] = useState(() => initialValues(post));
  // A new article's slug follows its title until the admin types one.
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [uploading, setUploading] = useState(false);
  const contentLabelId = useId();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { title: values.title.trim() ? undefined : t.titleRequired, slug: values.slug ? undefined : t.slugRequired };
    setErrors(found);
    if (found.title || found.slug) return;
    save.mutate(
      { id: post?.id, values: { ...values, title: values.title.trim(), tags: parseTags(values.tags), ...(post ? { expectedUpdatedAt: post.updatedAt } : {}) } },
      {
        onSuccess: () => {
          notify.success(frBlogAdmin.toasts.postSaved);
          void navigate('/admin/blog');
        },
        onError: (error) => {
          if (isApiError(error, 409) && /slug/i.test(error.message)) setErrors({ slug: error.message });
          notify.error(frBlogAdmin.toasts.postSaveError, { description: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <div className="grid gap-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm md:grid-cols-2">
        <TextField
          label={t.title}
          className="md:col-span-2"
          value={values.title}
          error={errors.title}
          required
          maxLength={200}
          onChange={(event) => {
            const title = event.target.value;
            setValues((v) => ({ ...v, title, slug: slugTouched ? v.slug : suggestSlug(title) }));
          }}
        />
        <div className="md:col-span-2">
          <TextField
            label={t.slug}
            value={values.slug}
            error={errors.slug}
            hint={t.slugHint(values.slug)}
            required
            maxLength={120}
            onChange={(event) => {
              setSlugTouched(true);
              set('slug', event.target.value.toLowerCase());
            }}
          />
          <Button variant="subtle" size="sm" className="mt-2" onClick={() => set('slug', suggestSlug(values.title))}>
            {t.suggest}
          </Button>
        </div>
        <SelectField label={t.category} value={values.category} onChange={(event) => set('category', event.target.value)}>
          <option value="">{t.noCategory}</option>
          {categories.data?.items.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
          {values.category && categories.data && !categories.data.items.some((c) => c.name === values.category) && <option value={values.category}>{values.category}</option>}
        </SelectField>
        <TextField label={t.tags} hint={t.tagsHint} value={values.tags} onChange={(event) => set('tags', event.target.value)} />
        <TextareaField label={t.excerpt} className="md:col-span-2" rows={3} maxLength={500} value={values.excerpt} onChange={(event) => set('excerpt', event.target.value)} />
        <div className="md:col-span-2">
          <PhotoField label={t.cover} purpose="blog" value={values.featuredImageUrl || undefined} onChange={(url) => set('featuredImageUrl', url ?? '')} onBusyChange={setUploading} />
        </div>
      </div>

      <div className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span id={contentLabelId} className="text-sm font-semibold text-navy-900">
            {t.content}
          </span>
          <TabList
            label={t.modeLabel}
            tabs={[
              { id: 'edit', name: t.edit },
              { id: 'preview', name: t.preview },
            ]}
            selected={mode}
            onSelect={setMode}
            idPrefix="post-editor"
            className="inline-flex rounded-lg border border-navy-200 p-1"
            tabClassName={(selected) => `rounded-md px-3 py-1.5 text-sm font-medium ${selected ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50'}`}
          />
        </div>
        <div {...tabPanelProps('post-editor', mode)} className="mt-3">
          {/* The editor stays mounted (its undo history) and is only hidden during the preview. */}
          <div hidden={mode !== 'edit'}>
            <RichTextEditor labelId={contentLabelId} initialHtml={values.content} onChange={(html) => set('content', html)} />
          </div>
          {mode === 'preview' && <ArticlePreview title={values.title} excerpt={values.excerpt} coverUrl={values.featuredImageUrl} category={values.category} html={values.content} />}
        </div>
        {post && <p className="mt-2 text-sm text-slate-600">{t.readingTime(post.readingTime)}</p>}
      </div>

      <fieldset className="space-y-3 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
        <legend className="sr-only">{t.publish}</legend>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-4" checked={values.isPublished} onChange={(event) => set('isPublished', event.target.checked)} />
          <span>
            <span className="font-semibold text-navy-900">{t.publish}</span>
            <span className="block text-sm text-slate-600">{t.publishHint}</span>
          </span>
        </label>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-4" checked={values.isFeatured} onChange={(event) => set('isFeatured', event.target.checked)} />
          <span className="font-semibold text-navy-900">{t.feature}</span>
        </label>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to="/admin/blog" variant="subtle" size="md">
          {t.cancel}
        </ButtonLink>
        <Button type="submit" variant="navy" size="md" disabled={save.isPending || uploading}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

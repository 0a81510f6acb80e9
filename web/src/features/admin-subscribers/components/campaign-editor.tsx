import '../../../components/admin/zod-jitless';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { campaignDraftBodySchema, type AdminCampaign, type CampaignDraftBody } from '../../../../../shared/newsletter/campaign';
import { ConfirmDialog, DeleteDialog } from '../../../components/admin/confirm-dialog';
import { RichTextEditor } from '../../../components/admin/rich-text-editor';
import { Eye, MailCheck, Save, Send, Trash2 } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/http-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { campaignKeys, useDeleteCampaign, useSaveCampaign, useSendCampaign, useTestCampaign } from '../api/campaigns';
import { subscriberStatsQueryOptions } from '../api/subscribers';
import { frSubscribers } from '../i18n/fr';
import { CampaignPreview } from './campaign-preview';
import { ListingPicker, PostPicker } from './campaign-pickers';

const t = frSubscribers.campaign;
const FIELDS = ['subject', 'bodyHtml', 'listingIds', 'postIds'] as const satisfies readonly FieldPath<CampaignDraftBody>[];

const formValues = (campaign?: AdminCampaign): CampaignDraftBody => ({
  subject: campaign?.subject ?? '',
  bodyHtml: campaign?.bodyHtml ?? '',
  listingIds: campaign?.listingIds ?? [],
  postIds: campaign?.postIds ?? [],
});

/**
 * A draft: subject, content (the blog's editor), the listings and articles to feature, validated by the API's
 * own schema. Once saved: 'Aperçu', 'M’envoyer un test' and 'Envoyer à tous les abonnés actifs', each saving
 * the changes first, so what is previewed, tested and sent is what is on screen.
 */
export function CampaignEditor({ campaign }: { campaign?: AdminCampaign }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveCampaign();
  const test = useTestCampaign();
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const form = useZodForm(campaignDraftBodySchema, { mode: 'onSubmit', defaultValues: formValues(campaign) });
  const { errors, isDirty } = form.formState;
  const [dialog, setDialog] = useState<'send' | 'delete' | null>(null);
  const [previewShown, setPreviewShown] = useState(0);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const contentLabelId = useId();
  const contentErrorId = useId();
  const title = campaign ? t.editTitle : t.newTitle;
  const busy = save.isPending || test.isPending || send.isPending;

  /** Saves the form; resolves to the saved campaign, or null when the form or the server refused it. */
  const persist = (values: CampaignDraftBody) =>
    save.mutateAsync({ id: campaign?.id, body: values }).then(
      (saved) => {
        form.reset(formValues(saved));
        return saved;
      },
      (error: unknown) => {
        // The server's field messages (a listing no longer published…) go next to their fields.
        const fields = isApiError(error, 'VALIDATION') ? (error.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          const field = FIELDS.find((known) => name === known || name.startsWith(`${known}.`));
          if (field) form.setError(field, { message });
        }
        notify.error(t.toasts.saveError, { description: errorMessage(error), duration: 8000 });
        return null;
      },
    );

  const validated = (then: (values: CampaignDraftBody) => void) =>
    form.handleSubmit(then, () => notify.error(t.toasts.invalid));

  const onSave = validated((values) => {
    void persist(values).then((saved) => {
      if (!saved) return;
      notify.success(t.toasts.saved);
      if (!campaign) void navigate(`/admin/subscribers/campaigns/${saved.id}`, { replace: true });
    });
  });

  /** Runs a draft's action on what is on screen: the changes are saved first. */
  const afterSaving = (action: (id: string) => void) => () => {
    if (!campaign) return;
    if (!isDirty) return action(campaign.id);
    void validated((values) => {
      void persist(values).then((saved) => saved && action(saved.id));
    })();
  };

  const showPreview = afterSaving((id) => {
    // A fresh preview of what was just saved, never the last one's.
    queryClient.removeQueries({ queryKey: campaignKeys.preview(id) });
    setPreviewShown((count) => count + 1);
    requestAnimationFrame(() => previewHeading.current?.focus());
  });

  const sendTest = afterSaving((id) =>
    test.mutate(id, {
      onSuccess: ({ sentTo }) => notify.success(t.toasts.testSent(sentTo)),
      onError: (error) => notify.error(t.toasts.testError, { description: errorMessage(error), duration: 8000 }),
    }),
  );

  const askToSend = afterSaving(() => setDialog('send'));

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <h1 className="mt-3 text-2xl font-bold break-words text-navy-900 sm:text-3xl">{title}</h1>
      <form noValidate onSubmit={onSave} className="mt-6 space-y-6">
        <div className="space-y-5 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
          <TextField label={t.subject} hint={t.subjectHint} required autoComplete="off" maxLength={150} error={errors.subject?.message} {...form.register('subject')} />
          <div>
            <span id={contentLabelId} className="mb-1.5 block text-sm font-semibold text-navy-900">
              {t.content}
            </span>
            <Controller
              control={form.control}
              name="bodyHtml"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  labelId={contentLabelId}
                  initialHtml={campaign?.bodyHtml ?? ''}
                  onChange={field.onChange}
                  describedBy={fieldState.error ? contentErrorId : undefined}
                  invalid={Boolean(fieldState.error)}
                />
              )}
            />
            {errors.bodyHtml && (
              <p id={contentErrorId} className="mt-1 text-sm text-red-700">
                {errors.bodyHtml.message}
              </p>
            )}
          </div>
        </div>

        <Controller
          control={form.control}
          name="listingIds"
          render={({ field, fieldState }) => <ListingPicker value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={form.control}
          name="postIds"
          render={({ field, fieldState }) => <PostPicker value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />}
        />

        <div role="group" aria-label={t.actionsLabel} className="flex flex-wrap items-center justify-end gap-3">
          {campaign && (
            <Button variant="subtle" size="md" className="mr-auto" onClick={() => setDialog('delete')} disabled={busy}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.delete}
            </Button>
          )}
          {campaign ? (
            <>
              <Button variant="subtle" size="md" onClick={showPreview} disabled={busy}>
                <Eye aria-hidden="true" className="size-4" />
                {t.preview}
              </Button>
              <Button variant="subtle" size="md" onClick={sendTest} disabled={busy}>
                <MailCheck aria-hidden="true" className="size-4" />
                {test.isPending ? t.testing : t.test}
              </Button>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t.saveFirst}</p>
          )}
          <Button type="submit" variant={campaign ? 'subtle' : 'navy'} size="md" disabled={busy}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? t.saving : t.save}
          </Button>
          {campaign && (
            <Button variant="navy" size="md" onClick={askToSend} disabled={busy}>
              <Send aria-hidden="true" className="size-4" />
              {t.send}
            </Button>
          )}
        </div>
      </form>

      {campaign && previewShown > 0 && (
        <div className="mt-6">
          <CampaignPreview key={previewShown} id={campaign.id} title={t.previewTitle} headingRef={previewHeading} />
        </div>
      )}

      {campaign && dialog === 'send' && (
        <SendDialog
          subject={campaign.subject}
          busy={send.isPending}
          onConfirm={() =>
            send.mutate(campaign.id, {
              onSuccess: () => notify.success(t.toasts.sendStarted),
              onError: (error) => {
                notify.error(t.toasts.sendError, { description: errorMessage(error), duration: 8000 });
                setDialog(null);
              },
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {campaign && dialog === 'delete' && (
        <DeleteDialog
          title={t.deleteTitle}
          question={t.deleteQuestion}
          confirmLabel={t.delete}
          onDelete={() => remove.mutateAsync(campaign.id).then(() => navigate('/admin/subscribers/campaigns', { replace: true }))}
          busy={remove.isPending}
          toasts={{ deleted: t.toasts.deleted, failed: t.toasts.deleteError }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** The last question before a campaign goes out: how many active subscribers it will reach, counted now. */
function SendDialog({ subject, busy, onConfirm, onClose }: { subject: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const stats = useQuery({ ...subscriberStatsQueryOptions(), refetchOnMount: 'always' });
  const counted = stats.isSuccess && !stats.isFetching;
  const question = counted ? t.sendQuestion(subject, stats.data.active) : stats.isError ? errorMessage(stats.error) : t.sendCounting;
  return <ConfirmDialog title={t.sendTitle} question={question} confirmLabel={t.sendConfirm} busy={busy || !counted} onConfirm={onConfirm} onClose={onClose} />;
}

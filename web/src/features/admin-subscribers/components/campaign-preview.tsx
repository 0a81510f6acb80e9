import { useQuery } from '@tanstack/react-query';
import { useId, type Ref } from 'react';
import { LoadError, Pending } from '../../../components/admin/list-states';
import { errorMessage } from '../../../lib/http-errors';
import { campaignPreviewQuery } from '../api/campaigns';
import { frSubscribers } from '../i18n/fr';

const t = frSubscribers.campaign;

/**
 * The mail as the server builds it for a subscriber (GET …/preview): its subject, and its HTML in a sandboxed
 * frame (no script, no same-origin access, no navigation of the back office), so the mail's own styles
 * neither leak into the page nor take the page's. The heading takes the focus when the editor opens it.
 */
export function CampaignPreview({ id, title, headingRef }: { id: string; title: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const preview = useQuery(campaignPreviewQuery(id));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-navy-900 focus:outline-none">
        {title}
      </h2>
      {preview.isPending ? (
        <Pending className="mt-3 text-slate-600" />
      ) : preview.isError ? (
        <LoadError className="mt-3" message={`${t.previewError} ${errorMessage(preview.error)}`} onRetry={() => void preview.refetch()} />
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-navy-900">{t.previewSubject} : </span>
            <span data-testid="campaign-preview-subject">{preview.data.subject}</span>
          </p>
          <iframe
            title={t.previewFrame(preview.data.subject)}
            srcDoc={preview.data.html}
            sandbox=""
            referrerPolicy="no-referrer"
            className="mt-3 h-[36rem] w-full rounded-lg border border-navy-200 bg-white"
          />
        </>
      )}
    </section>
  );
}

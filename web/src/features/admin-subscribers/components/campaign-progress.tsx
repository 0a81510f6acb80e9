import { useEffect, useId, useRef } from 'react';
import type { AdminCampaign } from '../../../../../shared/newsletter/campaign';
import { StatCards } from '../../../components/admin/stat-cards';
import { PageTitle } from '../../../components/page-title';
import { formatNumber, formatPercent } from '../../../lib/format';
import { frSubscribers } from '../i18n/fr';
import { formatDateTime, statusBadge } from '../lib/campaign-display';
import { CampaignPreview } from './campaign-preview';

const t = frSubscribers.campaign;

/**
 * A campaign that has left: when, how far the sending is (its page asks again every 2 s while it sends), what
 * came back (bounces, complaints, unsubscribes, counted by the server as they arrive), and the mail as sent.
 */
export function CampaignProgressView({ campaign, focusOnMount }: { campaign: AdminCampaign; focusOnMount: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const progressLabelId = useId();
  const { progress } = campaign;
  const done = progress.sent + progress.failed + progress.skipped;
  const share = progress.recipients > 0 ? done / progress.recipients : 0;
  const status = frSubscribers.campaigns.status[campaign.status];

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <>
      <PageTitle>{campaign.subject}</PageTitle>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold break-words text-navy-900 focus:outline-none sm:text-3xl">
          {campaign.subject}
        </h1>
        <span className={statusBadge(campaign.status)}>{status}</span>
      </div>
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t.startedAt}</dt>
          <dd className="font-medium text-navy-900">{campaign.startedAt ? formatDateTime(campaign.startedAt) : '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.finishedAt}</dt>
          <dd className="font-medium text-navy-900">{campaign.finishedAt ? formatDateTime(campaign.finishedAt) : t.notFinished}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.recipients}</dt>
          <dd className="font-medium text-navy-900">{formatNumber(progress.recipients)}</dd>
        </div>
      </dl>

      <section aria-labelledby={progressLabelId} className="mt-6 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
        <h2 id={progressLabelId} className="text-lg font-semibold text-navy-900">
          {t.progressTitle}
        </h2>
        {/* Read out as it changes: the status and how many have been handled. */}
        <p role="status" aria-live="polite" className="mt-2 text-slate-700">
          <span className="font-semibold text-navy-900">{status}</span>
          {' · '}
          {progress.recipients > 0 || campaign.fanoutDone ? t.progressText(formatNumber(done), formatNumber(progress.recipients)) : t.progressPending}
        </p>
        <div
          role="progressbar"
          aria-labelledby={progressLabelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          aria-valuetext={formatPercent(share)}
          className="mt-3 h-3 overflow-hidden rounded-full bg-navy-100"
        >
          <div className={`h-full rounded-full ${campaign.status === 'sent' ? 'bg-emerald-600' : 'bg-gold-500'}`} style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <StatCards
          label={t.countersLabel}
          items={[
            { label: t.counters.sent, value: progress.sent },
            { label: t.counters.remaining, value: progress.remaining },
            { label: t.counters.failed, value: progress.failed },
            { label: t.counters.skipped, value: progress.skipped },
          ]}
        />
        <p className="mt-2 text-sm text-slate-600">{t.skippedHint}</p>
        <StatCards
          label={t.feedbackLabel}
          columns="lg:grid-cols-3"
          items={[
            { label: t.feedback.bounced, value: progress.bounced },
            { label: t.feedback.complaints, value: progress.complaints },
            { label: t.feedback.unsubscribed, value: progress.unsubscribed },
          ]}
        />
      </section>

      <div className="mt-6">
        <CampaignPreview id={campaign.id} title={t.sentPreviewTitle} />
      </div>
    </>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError, Pending } from '../../components/admin/list-states';
import { LoadMore } from '../../components/admin/load-more';
import { AdminPageHeader } from '../../components/admin/page-header';
import { Plus } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button-link';
import { formatNumber } from '../../lib/format';
import { campaignsQuery } from './api/campaigns';
import { NewsletterSections } from './components/newsletter-sections';
import { frSubscribers } from './i18n/fr';
import { formatDateTime, statusBadge } from './lib/campaign-display';

const t = frSubscribers.campaigns;
const th = 'px-4 py-2.5 font-semibold';
const td = 'px-4 py-3 align-top';

/** Abonnés → 'Campagnes' (issue 26, item 4): every campaign, newest first, with its status and recipients. */
export function CampaignsPage() {
  const list = useInfiniteQuery(campaignsQuery);
  const campaigns = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro}>
        <ButtonLink to="/admin/subscribers/campaigns/new" variant="navy" size="md">
          <Plus aria-hidden="true" className="size-4" />
          {t.new}
        </ButtonLink>
      </AdminPageHeader>
      <NewsletterSections />

      {list.isPending ? (
        <Pending className="mt-6" />
      ) : list.isError ? (
        <LoadError className="mt-6" message={t.loadError} onRetry={() => void list.refetch()} />
      ) : campaigns.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a phone.
        <div role="region" aria-label={t.tableLabel} tabIndex={0} className="mt-6 overflow-x-auto rounded-xl border border-navy-100 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100">
              {campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <th scope="row" className={`${td} max-w-80 font-semibold break-words text-navy-900`}>
                    <Link to={`/admin/subscribers/campaigns/${campaign.id}`} className="text-navy-800 underline-offset-2 hover:underline">
                      {campaign.subject}
                    </Link>
                  </th>
                  <td className={td}>
                    <span className={statusBadge(campaign.status)}>{frSubscribers.campaigns.status[campaign.status]}</span>
                  </td>
                  <td className={`${td} text-slate-700`}>
                    <ul className="space-y-0.5">
                      {campaign.finishedAt ? (
                        <li>{t.finishedOn(formatDateTime(campaign.finishedAt))}</li>
                      ) : campaign.startedAt ? (
                        <li>{t.startedOn(formatDateTime(campaign.startedAt))}</li>
                      ) : (
                        <li>{t.updatedOn(formatDateTime(campaign.updatedAt))}</li>
                      )}
                      <li>{t.createdOn(formatDateTime(campaign.createdAt))}</li>
                    </ul>
                  </td>
                  <td className={td}>{campaign.status === 'draft' ? t.noRecipients : formatNumber(campaign.recipients)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
    </div>
  );
}

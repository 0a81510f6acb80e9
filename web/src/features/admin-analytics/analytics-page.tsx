import { ExternalLink } from '../../components/icons';
import { AdminPageHeader, useLoadErrorToast } from '../../components/admin/page-header';
import { lazy, Suspense, useState } from 'react';
import type { Analytics } from '../../../../shared/analytics/api';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, OVERVIEW_PAGES, type AnalyticsPeriod } from '../../../../shared/analytics/periods';
import { formatRate } from '../../../../shared/dashboard/periods';
import { LoadError, Pending } from '../../components/admin/list-states';
import { StatCards } from '../../components/admin/stat-cards';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { formatNumber } from '../../lib/format';
import { useAnalytics } from './api/get-analytics';
import { frAnalytics, type AnalyticsTab } from './i18n/fr';
import { referrerLabel } from './lib/labels';

// recharts loads with the first chart shown, in its own admin chunk.
const DailyChart = lazy(async () => ({ default: (await import('./components/charts')).DailyChart }));
const PagesChart = lazy(async () => ({ default: (await import('./components/charts')).PagesChart }));

const t = frAnalytics;
const ID_PREFIX = 'analytics-section';
const TAB_IDS = ['overview', 'daily', 'pages', 'properties'] as const satisfies readonly AnalyticsTab[];
const TABS = TAB_IDS.map((id) => ({ id, name: t.tabs[id] }));

const dayFormat = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const panelClass = 'rounded-xl border border-navy-100 bg-white p-5 shadow-sm';
const pillClass = (selected: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${selected ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-900 ring-navy-200 hover:bg-navy-50'}`;

/** '/admin/analytics' (admin-and-platform.md §2 "Analytics"): a period's traffic, from the server's rollups. */
export function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tab, setTab] = useState<AnalyticsTab>('overview');
  const query = useAnalytics(days);

  useLoadErrorToast(query, { id: 'analytics-load-error', title: t.loadErrorTitle, description: t.loadErrorDescription });

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t.title} intro={t.intro} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label={t.periodLabel} className="flex flex-wrap gap-2">
          {ANALYTICS_PERIODS.map((period) => (
            <button key={period} type="button" aria-pressed={period === days} onClick={() => setDays(period)} className={pillClass(period === days)}>
              {t.periods[period]}
            </button>
          ))}
        </div>
        {query.data && <p className="text-sm text-slate-600">{t.range(formatDay(query.data.from), formatDay(query.data.to))}</p>}
      </div>

      <TabList
        label={t.tabsLabel}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        idPrefix={ID_PREFIX}
        className="mt-6 flex flex-wrap gap-1 border-b border-navy-100"
        tabClassName={(selected) =>
          `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${selected ? 'border-navy-900 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900'}`
        }
      />

      <section {...tabPanelProps(ID_PREFIX, tab)} className="mt-6" aria-busy={query.isFetching}>
        {query.data ? (
          <AnalyticsView data={query.data} tab={tab} />
        ) : query.isError ? (
          <LoadError message={t.loadErrorDescription} onRetry={() => void query.refetch()} />
        ) : (
          <Pending />
        )}
      </section>
    </div>
  );
}

const hasTraffic = (data: Analytics) => data.uniqueVisitors + data.pageViews + data.conversions + data.leads > 0;

function AnalyticsView({ data, tab }: { data: Analytics; tab: AnalyticsTab }) {
  switch (tab) {
    case 'overview':
      return <Overview data={data} />;
    case 'daily':
      return <Daily data={data} />;
    case 'pages':
      return <Pages data={data} />;
    case 'properties':
      return <Properties data={data} />;
  }
}

function Overview({ data }: { data: Analytics }) {
  return (
    <>
      <StatCards
        label={t.metricsLabel}
        columns="lg:grid-cols-4"
        items={[
          { label: t.metrics.visitors, value: data.uniqueVisitors },
          { label: t.metrics.pageViews, value: data.pageViews },
          { label: t.metrics.conversions, value: data.conversions },
          { label: t.metrics.conversionRate, value: data.conversionRate, format: formatRate },
        ]}
      />
      <p className="mt-2 text-sm text-slate-600">{t.visitorsNote}</p>
      {!hasTraffic(data) && <p className="mt-4 text-slate-600">{t.noData}</p>}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="analytics-referrers" className={panelClass}>
          <h2 id="analytics-referrers" className="text-lg font-bold text-navy-900">
            {t.referrers.title}
          </h2>
          {data.topReferrers.length === 0 ? (
            <p className="mt-4 text-slate-600">{t.referrers.empty}</p>
          ) : (
            <ol className="mt-4 divide-y divide-navy-100">
              {data.topReferrers.map((r) => (
                <li key={r.referrer} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate font-medium text-navy-900">{referrerLabel(r.referrer)}</span>
                  <span className="shrink-0 text-sm text-slate-600">{t.referrers.sessions(formatNumber(r.sessions))}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="analytics-overview-pages" className={panelClass}>
          <h2 id="analytics-overview-pages" className="text-lg font-bold text-navy-900">
            {t.overviewPages.title}
          </h2>
          <PageList pages={data.topPages.slice(0, OVERVIEW_PAGES)} empty={t.overviewPages.empty} />
        </section>
      </div>
    </>
  );
}

function PageList({ pages, empty }: { pages: Analytics['topPages']; empty: string }) {
  if (pages.length === 0) return <p className="mt-4 text-slate-600">{empty}</p>;
  return (
    <ol className="mt-4 divide-y divide-navy-100">
      {pages.map((p) => (
        <li key={p.pageUrl} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block truncate font-medium text-navy-900">{p.pageTitle}</span>
            <span className="block truncate text-sm text-slate-600">{p.pageUrl}</span>
          </span>
          <span className="shrink-0 text-sm text-slate-600">{t.pages.views(formatNumber(p.views))}</span>
        </li>
      ))}
    </ol>
  );
}

function Daily({ data }: { data: Analytics }) {
  // Newest first in the table: the latest days are the ones looked at.
  const rows = [...data.daily].reverse();
  return (
    <section aria-labelledby="analytics-daily" className={panelClass}>
      <h2 id="analytics-daily" className="text-lg font-bold text-navy-900">
        {t.daily.title}
      </h2>
      {!hasTraffic(data) && <p className="mt-2 text-slate-600">{t.noData}</p>}
      <div className="mt-4">
        <Suspense fallback={<p className="h-72">{t.chartLoading}</p>}>
          <DailyChart rows={data.daily} />
        </Suspense>
      </div>
      <div className="mt-6 max-h-[32rem] overflow-auto" tabIndex={0} role="region" aria-labelledby="analytics-daily-caption">
        <table className="w-full text-left text-sm">
          <caption id="analytics-daily-caption" className="sr-only">
            {t.daily.caption}
          </caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-navy-100 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">{t.daily.date}</th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">{t.daily.visitors}</th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">{t.daily.pageViews}</th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">{t.daily.conversions}</th>
              <th scope="col" className="py-2 text-right font-semibold">{t.daily.leads}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date} className="border-b border-navy-50">
                <th scope="row" className="py-2 pr-4 font-medium text-navy-900">{formatDay(row.date)}</th>
                <td className="py-2 pr-4 text-right">{formatNumber(row.visitors)}</td>
                <td className="py-2 pr-4 text-right">{formatNumber(row.pageViews)}</td>
                <td className="py-2 pr-4 text-right">{formatNumber(row.conversions)}</td>
                <td className="py-2 text-right">{formatNumber(row.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Pages({ data }: { data: Analytics }) {
  return (
    <section aria-labelledby="analytics-pages" className={panelClass}>
      <h2 id="analytics-pages" className="text-lg font-bold text-navy-900">
        {t.pages.title}
      </h2>
      {data.topPages.length > 0 && (
        <div className="mt-4">
          <Suspense fallback={<p>{t.chartLoading}</p>}>
            <PagesChart pages={data.topPages} />
          </Suspense>
        </div>
      )}
      <PageList pages={data.topPages} empty={t.pages.empty} />
    </section>
  );
}

function Properties({ data }: { data: Analytics }) {
  return (
    <section aria-labelledby="analytics-properties" className={panelClass}>
      <h2 id="analytics-properties" className="text-lg font-bold text-navy-900">
        {t.properties.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.properties.intro}</p>
      {data.topProperties.length === 0 ? (
        <p className="mt-4 text-slate-600">{t.properties.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.properties.caption}</caption>
            <thead>
              <tr className="border-b border-navy-100 text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">{t.properties.rank}</th>
                <th scope="col" className="py-2 pr-4 font-semibold">{t.properties.property}</th>
                <th scope="col" className="py-2 pr-4 font-semibold">{t.properties.city}</th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">{t.properties.views}</th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{t.properties.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topProperties.map((p, index) => (
                <tr key={p.id} className="border-b border-navy-50">
                  <td className="py-2 pr-4 text-slate-600">{index + 1}</td>
                  <th scope="row" className="py-2 pr-4 font-medium text-navy-900">{p.title}</th>
                  <td className="py-2 pr-4">{p.city ?? '–'}</td>
                  <td className="py-2 pr-4 text-right">{formatNumber(p.views)}</td>
                  <td className="py-2">
                    <a
                      href={`/property/${encodeURIComponent(p.id)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t.properties.viewLabel(p.title)}
                      className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
                    >
                      {t.properties.view}
                      <ExternalLink aria-hidden="true" className="size-4" />
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

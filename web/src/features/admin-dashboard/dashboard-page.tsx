import { Building2, DollarSign, MapPin, UserPlus, Users } from '../../components/icons';
import { AdminPageHeader, useLoadErrorToast } from '../../components/admin/page-header';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../../shared/dashboard/api';
import { conversionBarPercent, DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, formatRate, type DashboardPeriod } from '../../../../shared/dashboard/periods';
import { typeLabel } from '../../../../shared/properties/labels';
import { LoadError, Pending } from '../../components/admin/list-states';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { formatNumber, formatPrice } from '../../lib/format';
import { useDashboard } from './api/get-dashboard';
import { ChangeLine, StatCard } from './components/stat-card';
import { frDashboard } from './i18n/fr';

const t = frDashboard;
const ID_PREFIX = 'dashboard-period';
const TABS = DASHBOARD_PERIODS.map((id) => ({ id, name: t.periods[id] }));

const dayFormat = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Toronto' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const panelClass = 'rounded-xl border border-navy-100 bg-white p-5 shadow-sm';

/** The back office's home (§2 "Dashboard"): one period's figures, all from the server's rollups. */
export function DashboardPage() {
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const query = useDashboard(period);

  useLoadErrorToast(query, { id: 'dashboard-load-error', title: t.loadErrorTitle, description: t.loadErrorDescription });

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t.title} intro={t.intro} />

      <TabList
        label={t.periodsLabel}
        tabs={TABS}
        selected={period}
        onSelect={setPeriod}
        idPrefix={ID_PREFIX}
        className="mt-6 flex flex-wrap gap-2"
        tabClassName={(selected) =>
          `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${selected ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-900 ring-navy-200 hover:bg-navy-50'}`
        }
      />

      <section {...tabPanelProps(ID_PREFIX, period)} className="mt-6" aria-busy={query.isFetching}>
        {query.data ? (
          <DashboardView data={query.data} />
        ) : query.isError ? (
          <LoadError message={t.loadErrorDescription} onRetry={() => void query.refetch()} />
        ) : (
          <Pending />
        )}
      </section>
    </div>
  );
}

function DashboardView({ data }: { data: Dashboard }) {
  const { cards, website } = data;
  const bar = conversionBarPercent(website.conversionRate);
  return (
    <>
      <p className="text-sm text-slate-600">{t.range(formatDay(data.range.from), formatDay(data.range.to))}</p>

      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t.cards.properties.label} icon={Building2} card={cards.properties} format={formatNumber} total={t.cards.properties.total(formatNumber(cards.properties.total))} />
        <StatCard label={t.cards.leads.label} icon={UserPlus} card={cards.leads} format={formatNumber} total={t.cards.leads.total(formatNumber(cards.leads.total))} />
        <StatCard label={t.cards.agents.label} icon={Users} card={cards.agents} format={formatNumber} total={t.cards.agents.total(formatNumber(cards.agents.total))} />
        <StatCard label={t.cards.portfolioValue.label} icon={DollarSign} card={cards.portfolioValue} format={formatPrice} total={t.cards.portfolioValue.total(formatPrice(cards.portfolioValue.total))} />
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="dashboard-website" className={`${panelClass} lg:col-span-2`}>
          <h2 id="dashboard-website" className="text-lg font-bold text-navy-900">
            {t.website.title}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">{t.website.visitors}</dt>
              <dd>
                <p className="text-2xl font-bold text-navy-900">{formatNumber(website.visitors.current)}</p>
                <ChangeLine change={website.visitors.change} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t.website.pageViews}</dt>
              <dd>
                <p className="text-2xl font-bold text-navy-900">{formatNumber(website.pageViews.current)}</p>
                <ChangeLine change={website.pageViews.change} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t.website.conversion}</dt>
              <dd>
                <p className="text-2xl font-bold text-navy-900">{formatRate(website.conversionRate)}</p>
                <p className="text-sm text-slate-600">{t.website.conversionDetail(cards.leads.current, website.visitors.current)}</p>
              </dd>
            </div>
          </dl>
          <div
            role="progressbar"
            aria-label={t.website.conversionBar}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bar}
            aria-valuetext={formatRate(website.conversionRate)}
            className="mt-4 h-3 w-full overflow-hidden rounded-full bg-navy-100"
          >
            <div className="h-full rounded-full bg-gold-600" style={{ width: `${bar}%` }} />
          </div>
        </section>

        <section aria-labelledby="dashboard-neighbourhoods" className={panelClass}>
          <h2 id="dashboard-neighbourhoods" className="text-lg font-bold text-navy-900">
            {t.neighbourhoods.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.neighbourhoods.intro}</p>
          {data.popularNeighbourhoods.length === 0 ? (
            <p className="mt-4 text-slate-600">{t.neighbourhoods.empty}</p>
          ) : (
            <ol className="mt-4 space-y-3">
              {data.popularNeighbourhoods.map((n) => (
                <li key={n.location} className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                  <div>
                    <p className="font-semibold text-navy-900">{n.location}</p>
                    <p className="text-sm text-slate-600">{t.neighbourhoods.detail(formatNumber(n.views), n.listings)}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="dashboard-leads" className={panelClass}>
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="dashboard-leads" className="text-lg font-bold text-navy-900">
              {t.latestLeads.title}
            </h2>
            <Link to="/admin/leads" className="text-sm font-semibold text-navy-800 underline underline-offset-2">
              {t.latestLeads.all}
            </Link>
          </div>
          {data.latestLeads.length === 0 ? (
            <p className="mt-4 text-slate-600">{t.latestLeads.empty}</p>
          ) : (
            <ul className="mt-4 divide-y divide-navy-100">
              {data.latestLeads.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-navy-900">{lead.name}</p>
                    <p className="truncate text-sm text-slate-600">{lead.interest}</p>
                  </div>
                  <div className="text-right text-sm">
                    <p className="font-semibold text-navy-900">{lead.budget === null ? t.latestLeads.budget : formatPrice(lead.budget)}</p>
                    <p className="text-slate-600">
                      {t.leadTypes[lead.leadType]} · {instantFormat.format(new Date(lead.createdAt))}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="dashboard-properties" className={panelClass}>
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="dashboard-properties" className="text-lg font-bold text-navy-900">
              {t.latestProperties.title}
            </h2>
            <Link to="/admin/properties" className="text-sm font-semibold text-navy-800 underline underline-offset-2">
              {t.latestProperties.all}
            </Link>
          </div>
          {data.latestProperties.length === 0 ? (
            <p className="mt-4 text-slate-600">{t.latestProperties.empty}</p>
          ) : (
            <ul className="mt-4 divide-y divide-navy-100">
              {data.latestProperties.map((property) => (
                <li key={property.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <Link to={`/admin/properties/${property.id}`} className="block truncate font-semibold text-navy-900 underline-offset-2 hover:underline">
                      {property.title}
                    </Link>
                    <p className="truncate text-sm text-slate-600">
                      {typeLabel(property.propertyType)} · {property.location}
                    </p>
                  </div>
                  <p className="text-sm font-semibold text-navy-900">{formatPrice(property.price)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

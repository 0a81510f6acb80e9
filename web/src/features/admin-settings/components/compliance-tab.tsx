import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError, Pending } from '../../../components/admin/list-states';
import { complianceQueryOptions } from '../api/site-settings';
import { frSettings } from '../i18n/fr';

const t = frSettings.compliance;

function Card({ id, title, empty, link, children }: { id: string; title: string; empty: boolean; link: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        <Link to={link.to} className="text-sm font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900">
          {link.label}
        </Link>
      </div>
      {empty ? <p className="mt-3 text-sm text-emerald-800">{t.none}</p> : <ul className="mt-3 space-y-2 text-sm text-navy-900">{children}</ul>}
    </section>
  );
}

/** 'Conformité': what the OACIQ's and CASL's rules ask that the agency, its brokers and their listings lack, and where to fix it. */
export function ComplianceTab() {
  const report = useQuery(complianceQueryOptions);
  if (report.isPending) return <Pending />;
  if (report.isError) return <LoadError message={t.loadError} onRetry={() => void report.refetch()} />;
  const { agency, brokers, listings } = report.data;
  return (
    <div className="space-y-6">
      <p className="text-slate-600">{agency.length + brokers.length + listings.length === 0 ? t.allGood : t.intro}</p>
      <Card id="compliance-agency" title={t.agency} empty={agency.length === 0} link={{ to: '/admin/settings?onglet=general', label: t.fixAgency }}>
        {agency.map((gap) => (
          <li key={gap}>{t.missing(gap)}</li>
        ))}
      </Card>
      <Card id="compliance-brokers" title={t.brokers} empty={brokers.length === 0} link={{ to: '/admin/agents', label: t.fixBrokers }}>
        {brokers.map((broker) => (
          <li key={broker.id}>
            <span className="font-semibold">{broker.name}</span> ({broker.isActive ? t.active : t.inactive}) : {t.missing(broker.missing.join(', '))}
          </li>
        ))}
      </Card>
      <Card id="compliance-listings" title={t.listings} empty={listings.length === 0} link={{ to: '/admin/properties', label: t.fixListings }}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <Link to={`/admin/properties/${encodeURIComponent(listing.id)}`} className="font-semibold underline underline-offset-2">
              {listing.title}
            </Link>{' '}
            ({listing.isActive ? t.active : t.inactive}) : {t.listingBrokers(listing.brokers)}
          </li>
        ))}
      </Card>
    </div>
  );
}

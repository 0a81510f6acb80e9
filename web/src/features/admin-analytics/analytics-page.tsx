import { PageTitle } from '../../components/page-title';

/** '/admin/analytics' (admin-and-platform.md §2 "Analytics"): being built (issue 11). */
export function AnalyticsPage() {
  return (
    <div>
      <PageTitle>Analytiques</PageTitle>
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">Analytiques</h1>
    </div>
  );
}

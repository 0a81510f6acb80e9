import type { LucideIcon } from '../../../components/icons';
import type { DashboardCard } from '../../../../../shared/dashboard/api';
import { formatChange } from '../../../../../shared/dashboard/periods';
import { frDashboard } from '../i18n/fr';

const t = frDashboard;

/** The sign carries the meaning; the colour only repeats it. */
const changeClass = (change: number) => (change > 0 ? 'text-emerald-800' : change < 0 ? 'text-red-700' : 'text-slate-600');

export function ChangeLine({ change }: { change: number }) {
  return <p className={`text-sm font-semibold ${changeClass(change)}`}>{t.changeVsPrevious(formatChange(change))}</p>;
}

/** One of the four stat cards: the period's figure, its change, the running total. */
export function StatCard({ label, icon: Icon, card, format, total }: { label: string; icon: LucideIcon; card: DashboardCard; format: (n: number) => string; total: string }) {
  return (
    <div className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-slate-600">
        {label}
        <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
      </dt>
      <dd className="mt-2">
        <p className="text-3xl font-bold text-navy-900">{format(card.current)}</p>
        <ChangeLine change={card.change} />
        <p className="mt-1 text-sm text-slate-600">{total}</p>
      </dd>
    </div>
  );
}

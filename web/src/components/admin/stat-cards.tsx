import { formatNumber } from '../../lib/format';

export type StatCard = { label: string; value: number | undefined };

/** The figures above an admin list (from the server's counters): '–' until a value is known. */
export function StatCards({ items, label, columns = 'lg:grid-cols-4' }: { items: StatCard[]; label?: string; columns?: string }) {
  return (
    <dl aria-label={label} className={`mt-6 grid grid-cols-2 gap-3 ${columns}`}>
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900">{item.value === undefined ? '–' : formatNumber(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

import { formatNumber } from '../../lib/format';

/** `format` shows the value another way than a count (a rate); formatNumber by default. */
export type StatCard = { label: string; value: number | undefined; format?: (value: number) => string };

/** The figures above an admin list (from the server's counters): '–' until a value is known. */
export function StatCards({ items, label, columns = 'lg:grid-cols-4' }: { items: StatCard[]; label?: string; columns?: string }) {
  return (
    <dl aria-label={label} className={`mt-6 grid grid-cols-2 gap-3 ${columns}`}>
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900">{item.value === undefined ? '–' : (item.format ?? formatNumber)(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

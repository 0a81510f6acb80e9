import type { LucideIcon } from '../../../components/icons';
import { useId, type ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; icon?: LucideIcon };

/** A titled card of label/value pairs, then what else it says (`children`): energy, financial, quick-info details and purchase costs share this look. */
export function DetailCard({ title, items, columns = 2, children }: { title: string; items: DetailItem[]; columns?: 1 | 2; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <dl className={`mt-4 grid gap-x-6 gap-y-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {items.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex items-baseline justify-between gap-4 border-b border-navy-100 pb-2">
            <dt className="flex items-center gap-2 text-slate-600">
              {Icon && <Icon aria-hidden="true" className="size-4 shrink-0 self-center text-navy-700" />}
              {label}
            </dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

import type { Claim } from '../../../shared/settings/claims';
import { claimSourceLine } from '../lib/site-claims';

/** The brokerage's figures, each with its source and date in small print (the OACIQ: accurate, verifiable). */
export function ClaimFigures({ figures, className = '' }: { figures: readonly Claim[]; className?: string }) {
  return (
    <dl className={`grid gap-4 ${className}`}>
      {figures.map((figure) => (
        <div key={`${figure.value}-${figure.label}`} className="flex flex-col rounded-xl bg-white p-5 text-center shadow-sm">
          <dt className="order-2 mt-1 text-sm text-slate-700">{figure.label}</dt>
          <dd className="order-1 text-2xl font-bold text-navy-900">{figure.value}</dd>
          {figure.detail && <dd className="order-3 mt-2 text-sm text-slate-700">{figure.detail}</dd>}
          <dd className="order-4 mt-2 text-xs text-slate-600">{claimSourceLine(figure)}</dd>
        </div>
      ))}
    </dl>
  );
}

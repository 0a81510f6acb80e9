import { Pencil, Trash2 } from '../../../components/icons';
import type { AdminLead } from '../../../../../shared/leads/api';
import type { GridOrList } from '../../../components/view-toggle';
import { Button } from '../../../components/ui/button';
import { frLeads } from '../i18n/fr';
import { budgetLabel, leadDateLabel, leadTypeLabel, statusLabel } from '../lib/format';
import { ContactMenu } from './contact-menu';

const t = frLeads;

type Props = { lead: AdminLead; view: GridOrList; onEdit: () => void; onDelete: () => void };

/** One lead as a card or a list row: who, type, date, contact, interest, budget, a two-line excerpt, actions. */
export function LeadItem({ lead, view, onEdit, onDelete }: Props) {
  const details: [string, string][] = [
    [t.fields.email, lead.email ?? t.none],
    [t.fields.phone, lead.phone ?? t.none],
    [t.fields.interest, lead.interest],
    [t.fields.budget, budgetLabel(lead.budget)],
  ];
  return (
    <li data-testid="lead-item" className={view === 'grid' ? 'flex flex-col rounded-xl border border-navy-100 bg-white p-4 shadow-sm' : 'flex flex-col gap-3 p-4 lg:flex-row lg:items-start'}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-navy-900">{lead.name}</h2>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${lead.leadType === 'vendeur' ? 'bg-gold-100 text-navy-900' : 'bg-navy-100 text-navy-800'}`}>{leadTypeLabel(lead.leadType)}</span>
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{statusLabel(lead.status)}</span>
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          <span className="sr-only">{t.fields.date} </span>
          <time dateTime={lead.createdAt}>{leadDateLabel(lead.createdAt)}</time>
        </p>
        <dl className={`mt-3 grid gap-x-4 gap-y-1 text-sm ${view === 'grid' ? 'grid-cols-[auto_1fr]' : 'grid-cols-[auto_1fr] md:grid-cols-[auto_1fr_auto_1fr]'}`}>
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="min-w-0 truncate text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 line-clamp-2 text-sm whitespace-pre-line text-slate-700">{lead.message}</p>
      </div>
      <div className={`flex flex-wrap gap-2 ${view === 'grid' ? 'mt-4' : ''}`}>
        <ContactMenu lead={lead} />
        <Button variant="subtle" size="sm" onClick={onEdit} aria-label={t.editLabel(lead.name)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t.edit}
        </Button>
        <Button variant="subtle" size="sm" onClick={onDelete} aria-label={t.deleteLabel(lead.name)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t.delete}
        </Button>
      </div>
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from '../../../components/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminLeadDetail, LeadChanges } from '../../../../../shared/leads/api';
import type { LeadStatus } from '../../../../../shared/leads/schema';
import { nextLeadStatuses } from '../../../../../shared/leads/workflow';
import { LoadError, Pending } from '../../../components/admin/list-states';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextareaField } from '../../../components/ui/form-field';
import { frAdmin } from '../../../i18n/fr-admin';
import { errorMessage } from '../../../lib/http-errors';
import { notify } from '../../../lib/toast';
import { useResyncLead, useUpdateLead } from '../api/lead-mutations';
import { agentOptionsQueryOptions, leadQueryOptions, propertyOptionsQueryOptions, type Option } from '../api/lead-queries';
import { frLeads } from '../i18n/fr';
import { budgetLabel, leadDateLabel, leadTypeLabel, statusLabel } from '../lib/format';

const t = frLeads.dialog;

/** 'Modifier': the lead, its follow-up (status workflow, notes, broker, property) and its CRM sync state. */
export function LeadDialog({ leadId, name, onClose }: { leadId: string; name: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const lead = useQuery(leadQueryOptions(leadId));
  // Held here, not in the form: a save remounts the form (new version) and its toasts must still fire.
  const update = useUpdateLead();
  const resync = useResyncLead();
  // The form edits the version it opened: a newer one (another admin, refetched by the live updates)
  // is announced, never swapped in under the admin's typing; saving the old one is a 409.
  const [opened, setOpened] = useState<AdminLeadDetail>();
  const shown = opened ?? lead.data;
  useEffect(() => {
    if (lead.data && !opened) setOpened(lead.data);
  }, [lead.data, opened]);
  const newer = lead.data && shown && lead.data.updatedAt !== shown.updatedAt ? lead.data : undefined;
  return (
    <Dialog title={t.title(name)} closeLabel={frAdmin.common.close} onClose={onClose} dialogRef={dialogRef} className="max-w-2xl">
      {shown ? (
        <>
          {newer && (
            <p role="status" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gold-100 px-3 py-2 text-sm text-navy-900 ring-1 ring-gold-300">
              {t.changedElsewhere}
              <Button variant="subtle" size="sm" onClick={() => setOpened(newer)}>
                {t.showNewer}
              </Button>
            </p>
          )}
          <LeadForm key={shown.updatedAt ?? ''} lead={shown} sync={lead.data ?? shown} update={update} resync={resync} onDone={() => dialogRef.current?.close()} />
        </>
      ) : lead.isError ? (
        <LoadError message={t.loadError} onRetry={() => void lead.refetch()} />
      ) : (
        <Pending />
      )}
    </Dialog>
  );
}

/** The stored option first when the list does not hold it (a property older than the newest 100). */
const withCurrent = (options: Option[] | undefined, current: { id: string; label: string } | null) =>
  current && !options?.some((o) => o.id === current.id) ? [current, ...(options ?? [])] : (options ?? []);

type FormProps = {
  lead: AdminLeadDetail;
  /** The CRM sync state as it is now (a resend or the consumer changes it without a new version): always the latest read. */
  sync: Pick<AdminLeadDetail, 'syncStatus' | 'syncedAt' | 'syncError'>;
  update: ReturnType<typeof useUpdateLead>;
  resync: ReturnType<typeof useResyncLead>;
  onDone: () => void;
};

function LeadForm({ lead, sync, update, resync, onDone }: FormProps) {
  const agents = useQuery(agentOptionsQueryOptions);
  const properties = useQuery(propertyOptionsQueryOptions);
  const next = nextLeadStatuses(lead.status);
  const [status, setStatus] = useState(lead.status);
  const [notes, setNotes] = useState(lead.notes ?? '');
  const [agentId, setAgentId] = useState(lead.assignedAgentId ?? '');
  const [propertyId, setPropertyId] = useState(lead.propertyId ?? '');

  function changes(): LeadChanges | null {
    const c: LeadChanges = { expectedUpdatedAt: lead.updatedAt ?? null };
    if (status !== lead.status) c.status = status as LeadStatus;
    if (notes.trim() !== (lead.notes ?? '')) c.notes = notes.trim() || null;
    if (agentId !== (lead.assignedAgentId ?? '')) c.assignedAgentId = agentId || null;
    if (propertyId !== (lead.propertyId ?? '')) c.propertyId = propertyId || null;
    return Object.keys(c).length > 1 ? c : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = changes();
    if (!body) return onDone();
    update.mutate(
      { id: lead.id, changes: body },
      {
        onSuccess: () => {
          notify.success(frLeads.toasts.updated);
          onDone();
        },
        onError: (error) => notify.error(frLeads.toasts.updateError, { description: errorMessage(error) }),
      },
    );
  }

  function runSync() {
    resync.mutate(lead.id, {
      onSuccess: (result) => {
        const text = frLeads.toasts.sync[result.outcome];
        if (result.outcome === 'failed') notify.error(text, { description: result.error ?? undefined });
        else (result.outcome === 'synced' || result.outcome === 'already-synced' ? notify.success : notify.info)(text);
      },
      onError: (error) => notify.error(frLeads.toasts.syncError, { description: errorMessage(error) }),
    });
  }

  const facts: [string, string][] = [
    [frLeads.fields.email, lead.email ?? frLeads.none],
    [frLeads.fields.phone, lead.phone ?? frLeads.none],
    [frLeads.fields.interest, lead.interest],
    [frLeads.fields.budget, budgetLabel(lead.budget)],
    [t.source, `${leadTypeLabel(lead.leadType)} · ${lead.source}`],
  ];

  return (
    <form onSubmit={submit} className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="lead-message">
        <h3 id="lead-message" className="text-sm font-semibold text-navy-900">
          {t.message}
        </h3>
        <p className="mt-1 rounded-lg bg-navy-50 p-3 text-sm whitespace-pre-line text-navy-900">{lead.message}</p>
      </section>

      <fieldset className="space-y-4 rounded-xl border border-navy-100 p-4">
        <legend className="px-1 font-semibold text-navy-900">{t.workflow}</legend>
        {next.length ? (
          <SelectField label={t.nextStatus} size="md" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value={lead.status}>{t.keepStatus(statusLabel(lead.status))}</option>
            {next.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{statusLabel(lead.status)}</span> — {t.finalStatus}
          </p>
        )}
        <div>
          <h3 className="text-sm font-semibold text-navy-900">{t.history}</h3>
          <ol className="mt-1 space-y-0.5 text-sm text-slate-700">
            <li>{t.created(leadDateLabel(lead.createdAt))}</li>
            {lead.statusHistory.map((change) => (
              <li key={change.at}>{t.historyEntry(statusLabel(change.status), leadDateLabel(change.at))}</li>
            ))}
          </ol>
        </div>
        <TextareaField label={t.notes} rows={4} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t.broker} size="md" value={agentId} onChange={(e) => setAgentId(e.target.value)}>
            <option value="">{t.noBroker}</option>
            {withCurrent(agents.data, lead.assignedAgent && { id: lead.assignedAgent.id, label: lead.assignedAgent.name }).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={t.property} size="md" value={propertyId} onChange={(e) => setPropertyId(e.target.value)}>
            <option value="">{t.noProperty}</option>
            {withCurrent(properties.data, lead.property && { id: lead.property.id, label: lead.property.title }).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <section aria-labelledby="lead-crm" className="rounded-xl border border-navy-100 p-4">
        <h3 id="lead-crm" className="font-semibold text-navy-900">
          {t.crm}
        </h3>
        <p className="mt-1 text-sm text-navy-900">
          <span className="font-semibold">{t.syncStates[sync.syncStatus]}</span>
          {sync.syncedAt && <span className="text-slate-600"> · {t.lastAttempt(leadDateLabel(sync.syncedAt))}</span>}
        </p>
        {sync.syncError && <p className="mt-1 text-sm text-slate-700">{sync.syncError}</p>}
        <Button variant="subtle" size="sm" className="mt-3" onClick={runSync} disabled={resync.isPending}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {resync.isPending ? frAdmin.common.pending : t.resync}
        </Button>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="subtle" size="md" onClick={onDone}>
          {frAdmin.common.cancel}
        </Button>
        <Button type="submit" size="md" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

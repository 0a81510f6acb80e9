import { CalendarClock, Check, Home, Mail, MessageSquareText, Phone, X } from '../../../components/icons';
import type { GridOrList } from '../../../components/view-toggle';
import { Button } from '../../../components/ui/button';
import type { AdminAppointment } from '../api/appointment-keys';
import { frAppointments } from '../i18n/fr';
import { formatVisitDate } from '../lib/format-visit';

const t = frAppointments;

const badgeClass: Record<AdminAppointment['eventStatus'], string> = {
  scheduled: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  canceled: 'bg-red-100 text-red-900',
  completed: 'bg-navy-100 text-navy-800',
};

type Props = {
  appointment: AdminAppointment;
  layout: GridOrList;
  busy: boolean;
  onDecide: (appointment: AdminAppointment, eventStatus: 'confirmed' | 'canceled') => void;
};

/** One visit request (§2): visitor, contact, date and time, property, the lead's message; decisions while pending. */
export function AppointmentCard({ appointment: a, layout, busy, onDecide }: Props) {
  const grid = layout === 'grid';
  return (
    <article
      aria-labelledby={`visit-${a.id}`}
      className={`flex h-full flex-col gap-3 rounded-xl border border-navy-100 bg-white p-4 shadow-sm ${grid ? '' : 'md:flex-row md:items-start md:gap-6'}`}
    >
      <div className={`min-w-0 ${grid ? '' : 'md:w-64 md:shrink-0'}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`visit-${a.id}`} className="truncate text-lg font-semibold text-navy-900">
            {a.inviteeName}
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[a.eventStatus]}`}>{t.status[a.eventStatus]}</span>
        </div>
        <dl className="mt-2 space-y-1 text-sm text-slate-700">
          {a.inviteeEmail && (
            <div className="flex items-center gap-2">
              <dt>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t.email}</span>
              </dt>
              <dd className="min-w-0 truncate">
                <a className="underline-offset-2 hover:underline" href={`mailto:${a.inviteeEmail}`}>
                  {a.inviteeEmail}
                </a>
              </dd>
            </div>
          )}
          {a.inviteePhone && (
            <div className="flex items-center gap-2">
              <dt>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t.phone}</span>
              </dt>
              <dd>
                <a className="underline-offset-2 hover:underline" href={`tel:${a.inviteePhone.replace(/[^\d+]/g, '')}`}>
                  {a.inviteePhone}
                </a>
              </dd>
            </div>
          )}
          <div className="flex items-center gap-2">
            <dt>
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t.when}</span>
            </dt>
            <dd className="font-medium text-navy-900">
              <time dateTime={a.eventStartTime}>{formatVisitDate(a.eventStartTime)}</time>
            </dd>
          </div>
        </dl>
      </div>

      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="flex items-start gap-2 text-slate-700">
          <Home aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t.property} : </span>
          {a.property ? (
            <span>
              <span className="font-semibold text-navy-900">{a.property.title}</span>
              <span className="block text-slate-600">{a.property.location}</span>
            </span>
          ) : (
            <span className="text-slate-600">{t.noProperty}</span>
          )}
        </p>
        {a.lead?.message && (
          <figure className="flex items-start gap-2 rounded-lg bg-navy-50 p-3 text-slate-700">
            <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <figcaption className="sr-only">{t.message}</figcaption>
            <blockquote className="line-clamp-3 whitespace-pre-line">{a.lead.message}</blockquote>
          </figure>
        )}
      </div>

      {a.eventStatus === 'scheduled' && (
        <div className={`flex gap-2 ${grid ? 'mt-auto pt-2' : 'md:shrink-0'}`}>
          <Button variant="subtle" size="sm" disabled={busy} onClick={() => onDecide(a, 'canceled')} aria-label={t.cancelLabel(a.inviteeName)}>
            <X aria-hidden="true" className="size-4" />
            {t.cancel}
          </Button>
          <Button variant="navy" size="sm" disabled={busy} onClick={() => onDecide(a, 'confirmed')} aria-label={t.confirmLabel(a.inviteeName)}>
            <Check aria-hidden="true" className="size-4" />
            {t.confirm}
          </Button>
        </div>
      )}
    </article>
  );
}

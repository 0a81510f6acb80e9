import { BellRing, Search, Trash2 } from '../../components/icons';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { describeCriteria, FREQUENCY_LABELS } from '../../../../shared/alerts/labels';
import { BROKERAGE_TIME_ZONE } from '../../../../shared/calendar';
import { AdminPageHeader } from '../../components/admin/page-header';
import { DeleteDialog } from '../../components/admin/confirm-dialog';
import { StatCards } from '../../components/admin/stat-cards';
import { Button } from '../../components/ui/button';
import { looksLikeEmail } from '../../lib/email';
import { errorMessage } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { NewsletterSections } from './components/newsletter-sections';
import { useAlertStats, useAlertsOf, useDeleteAlertsOf, useOfferVipAlerts } from './api/alerts';
import { frSubscribers } from './i18n/fr';

const t = frSubscribers.alerts;
const when = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: BROKERAGE_TIME_ZONE });
const STATUS = { pending: t.stats.pending, active: t.stats.active, paused: t.stats.paused } as const;

/**
 * 'Alertes' (issue 28 item 7): counters (by status and frequency, mails this week), one address's alerts with the
 * consent record of each and their deletion on request (Law 25), and the offer of the real Alerte VIP to the
 * subscribers of the former one.
 */
export function AlertsAdminPage() {
  const stats = useAlertStats();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const alerts = useAlertsOf(email);
  const remove = useDeleteAlertsOf();
  const offer = useOfferVipAlerts();
  const [deleting, setDeleting] = useState(false);
  const id = useId();

  useEffect(() => {
    if (stats.isError || alerts.isError) notify.error(t.loadError);
  }, [stats.isError, alerts.isError]);

  const s = stats.data;
  const counters = [
    { label: t.stats.active, value: s?.byStatus.active },
    { label: t.stats.pending, value: s?.byStatus.pending },
    { label: t.stats.paused, value: s?.byStatus.paused },
    { label: t.stats.mails, value: s?.mailsThisWeek },
    { label: t.stats.immediate, value: s?.byFrequency.immediate },
    { label: t.stats.daily, value: s?.byFrequency.daily },
    { label: t.stats.weekly, value: s?.byFrequency.weekly },
  ];

  function lookup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typed.trim().toLowerCase();
    setInvalid(!looksLikeEmail(value));
    if (looksLikeEmail(value)) setEmail(value);
  }

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro} />
      <NewsletterSections />
      <StatCards items={counters} label={t.statsLabel} />

      <section aria-labelledby={`${id}-lookup`} className="mt-10">
        <h2 id={`${id}-lookup`} className="text-xl font-bold text-navy-900">
          {t.lookupTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.lookupIntro}</p>
        <form onSubmit={lookup} className="mt-4 flex flex-wrap items-end gap-3" role="search">
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-navy-900">
              {t.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-invalid` : undefined}
              className="mt-1.5 block h-11 w-80 max-w-full rounded-lg border border-navy-300 bg-white px-3 text-navy-900"
            />
          </div>
          <Button type="submit" size="field-md">
            <Search aria-hidden="true" className="size-4" />
            {t.lookup}
          </Button>
        </form>
        {invalid && (
          <p id={`${id}-invalid`} role="alert" className="mt-2 text-sm text-red-700">
            {t.invalidEmail}
          </p>
        )}

        {email && alerts.data && (
          <div className="mt-6">
            {alerts.data.length === 0 ? (
              <p role="status">{t.none(email)}</p>
            ) : (
              <>
                <ul aria-label={t.resultsLabel(email)} className="flex flex-col gap-4">
                  {alerts.data.map((alert) => (
                    <li key={alert.id} className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm">
                      <p className="font-semibold text-navy-900">{describeCriteria(alert.criteria)}</p>
                      <p className="mt-1 text-sm text-slate-600">
                        {STATUS[alert.status]} · {FREQUENCY_LABELS[alert.frequency]}
                      </p>
                      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                        <dt className="font-semibold text-navy-900">{t.consent.source}</dt>
                        <dd>{t.sources[alert.source] ?? alert.source}</dd>
                        <dt className="font-semibold text-navy-900">{t.consent.given}</dt>
                        <dd>{when.format(new Date(alert.consentAt))}</dd>
                        <dt className="font-semibold text-navy-900">{t.consent.confirmed}</dt>
                        <dd>{alert.confirmedAt ? when.format(new Date(alert.confirmedAt)) : t.consent.notConfirmed}</dd>
                        <dt className="font-semibold text-navy-900">{t.consent.wording}</dt>
                        <dd className="text-slate-700">{alert.consentWording}</dd>
                      </dl>
                    </li>
                  ))}
                </ul>
                <Button variant="navy-outline" size="md" className="mt-4" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.deleteAll}
                </Button>
              </>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-vip`} className="mt-12 rounded-xl border border-navy-100 bg-navy-50 p-6">
        <h2 id={`${id}-vip`} className="flex items-center gap-2 text-xl font-bold text-navy-900">
          <BellRing aria-hidden="true" className="size-5 text-gold-700" />
          {t.vipTitle}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{t.vipText}</p>
        <Button
          size="md"
          className="mt-4"
          disabled={offer.isPending}
          onClick={() => offer.mutate(undefined, { onSuccess: () => notify.success(t.vipOffered), onError: (error) => notify.error(t.vipFailed, { description: errorMessage(error) }) })}
        >
          {t.vipOffer}
        </Button>
      </section>

      {deleting && email && (
        <DeleteDialog
          title={t.deleteTitle}
          question={t.deleteQuestion(email)}
          confirmLabel={t.deleteConfirm}
          onDelete={() => remove.mutateAsync(email)}
          busy={remove.isPending}
          toasts={{ deleted: t.deleted, failed: t.deleteFailed }}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}

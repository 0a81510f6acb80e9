import { BellRing } from '../../components/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ManagedAlert } from '../../../../shared/alerts/api';
import { alertConsentWording, describeCriteria } from '../../../../shared/alerts/labels';
import { FrequencySelect } from '../../components/alert-form';
import { LinkError } from '../../components/link-error';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button-link';
import { Button } from '../../components/ui/button';
import { errorMessage, isClientError } from '../../lib/http-errors';
import { senderIdentification, useSiteIdentity } from '../../lib/site-info';
import { useAcceptVipOffer, useConfirmAlert, useManageAlert, useManagedAlerts } from './api/manage-alerts';
import { frAlerts as t } from './i18n/fr';

const dateFormat = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/**
 * `/alertes`: « Gérer mes alertes », reached by the signed link of every alert mail (`?token=`), without an account;
 * and the confirmation link of a new alert (`?confirmer=`), which activates it on arrival (in an effect, never
 * during render), then shows the same list; and the Alerte VIP offer's link (`?vip=`), whose button activates it.
 * Following a link twice is the same success.
 */
export function AlertsPage() {
  const [params, setParams] = useSearchParams();
  const confirmToken = params.get('confirmer')?.trim() || null;
  const token = params.get('token')?.trim() || null;
  const vipToken = params.get('vip')?.trim() || null;
  const acceptVip = useAcceptVipOffer();
  const identity = useSiteIdentity();
  const confirm = useConfirmAlert();
  const { mutate } = confirm;
  const confirmedFor = useRef<string | null>(null);
  const [notice, setNotice] = useState('');

  /** Activates the alert of a confirmation link (on arrival, and again from « Réessayer »). */
  const activate = useCallback(
    (link: string) =>
      mutate(link, {
        onSuccess: ({ status, manageToken }) => {
          setNotice(status === 'confirmed' ? t.confirmed : t.alreadyConfirmed);
          // The page's address becomes the management link: reloading it keeps the list.
          setParams({ token: manageToken }, { replace: true });
        },
      }),
    [mutate, setParams],
  );

  useEffect(() => {
    if (!confirmToken || confirmedFor.current === confirmToken) return;
    confirmedFor.current = confirmToken;
    activate(confirmToken);
  }, [confirmToken, activate]);

  const alerts = useManagedAlerts(token);
  const error = confirm.error ?? acceptVip.error ?? alerts.error;
  const failure = error ? errorMessage(error) : !confirmToken && !token && !vipToken ? t.missingToken : null;

  function activateVip(vip: string) {
    acceptVip.mutate(vip, {
      onSuccess: ({ status, manageToken }) => {
        setNotice(status === 'created' ? t.vipActivated : t.vipAlready);
        setParams({ token: manageToken }, { replace: true });
      },
    });
  }

  return (
    <>
      <PageTitle>{t.pageTitle}</PageTitle>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {failure ? (
          <LinkError
            titleId="alerts-title"
            title={t.errorTitle}
            message={failure}
            retry={
              Boolean(error) && !isClientError(error)
                ? { label: t.retry, onRetry: () => (confirm.isError && confirmToken ? activate(confirmToken) : acceptVip.isError && vipToken ? activateVip(vipToken) : void alerts.refetch()) }
                : undefined
            }
            homeLabel={t.home}
          />
        ) : (
          <section aria-labelledby="alerts-title">
            <BellRing aria-hidden="true" className="size-12 text-gold-700" />
            <h1 id="alerts-title" className="mt-4 text-3xl font-bold text-navy-900">
              {t.heading}
            </h1>
            <p role="status" className="mt-3 min-h-6 font-semibold text-emerald-800">
              {notice}
            </p>
            {vipToken && !token ? (
              <div className="mt-3">
                <h2 className="text-xl font-semibold text-navy-900">{t.vipTitle}</h2>
                <p className="mt-2 text-slate-700">{t.vipText}</p>
                <p className="mt-2 text-xs leading-relaxed text-slate-600">{alertConsentWording(senderIdentification(identity))}</p>
                <Button variant="navy" size="md" className="mt-4" disabled={acceptVip.isPending} onClick={() => activateVip(vipToken)}>
                  {t.vipAccept}
                </Button>
              </div>
            ) : !token || alerts.isPending ? (
              <p className="mt-3 text-slate-700">{confirmToken ? t.confirming : t.loading}</p>
            ) : alerts.data ? (
              <AlertList token={token} email={alerts.data.email} alerts={alerts.data.alerts} onNotice={setNotice} />
            ) : null}
          </section>
        )}
      </div>
    </>
  );
}

function AlertList({ token, email, alerts, onNotice }: { token: string; email: string; alerts: ManagedAlert[]; onNotice: (text: string) => void }) {
  const { update, remove, removeAll } = useManageAlert(token);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const failed = update.error ?? remove.error ?? removeAll.error;
  // One change at a time: a second while the first is on its way would meet a 409.
  const busy = update.isPending || remove.isPending || removeAll.isPending;

  if (alerts.length === 0) {
    return (
      <div className="mt-6">
        <p className="text-slate-700">{t.none}</p>
        <ButtonLink to="/listings" variant="navy" size="md" className="mt-6">
          {t.listings}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="mt-4">
      {email && <p className="text-slate-700">{t.intro(email)}</p>}
      {failed && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorMessage(failed)}
        </p>
      )}
      <ul className="mt-6 flex flex-col gap-4">
        {alerts.map((alert) => (
          <li key={alert.id} className="rounded-2xl p-5 ring-1 ring-navy-100">
            <h2 id={`alert-${alert.id}`} className="text-lg font-semibold text-navy-900">
              {describeCriteria(alert.criteria)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {t.status[alert.status]}
              {alert.status === 'pending' && <> · {t.pendingHint}</>} · {t.createdOn(dateFormat.format(new Date(alert.createdAt)))}
            </p>
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor={`frequency-${alert.id}`} className="block text-sm font-semibold text-navy-900">
                  {t.frequency}
                </label>
                <FrequencySelect
                  id={`frequency-${alert.id}`}
                  describedBy={`alert-${alert.id}`}
                  disabled={busy}
                  value={alert.frequency}
                  onChange={(frequency) => update.mutate({ id: alert.id, frequency }, { onSuccess: () => onNotice(t.saved) })}
                />
              </div>
              {alert.status !== 'pending' && (
                <Button
                  variant="subtle"
                  size="field-md"
                  aria-describedby={`alert-${alert.id}`}
                  disabled={busy}
                  onClick={() => update.mutate({ id: alert.id, paused: alert.status === 'active' }, { onSuccess: () => onNotice(t.saved) })}
                >
                  {alert.status === 'active' ? t.pause : t.resume}
                </Button>
              )}
              <Button variant="subtle" size="field-md" aria-describedby={`alert-${alert.id}`} disabled={busy} onClick={() => remove.mutate(alert.id, { onSuccess: () => onNotice(t.deleted) })}>
                {t.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 border-t border-navy-100 pt-6">
        {confirmingAll ? (
          <div role="group" aria-labelledby="delete-all-question">
            <p id="delete-all-question" className="font-semibold text-navy-900">
              {t.deleteAllConfirm}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="navy" size="md" onClick={() => removeAll.mutate(undefined, { onSuccess: () => onNotice(t.allDeleted) })}>
                {t.deleteAllYes}
              </Button>
              <Button variant="navy-outline" size="md" onClick={() => setConfirmingAll(false)}>
                {t.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="navy-outline" size="md" onClick={() => setConfirmingAll(true)}>
            {t.deleteAll}
          </Button>
        )}
      </div>
    </div>
  );
}

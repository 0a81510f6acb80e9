import { CheckCircle2 } from '../../components/icons';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewsletterForm } from '../../components/newsletter-form';
import { LinkError } from '../../components/link-error';
import { PageTitle } from '../../components/page-title';
import { errorMessage, isClientError } from '../../lib/http-errors';
import { useUnsubscribeFromNewsletter } from '../../lib/newsletter-api';
import { useSiteIdentity } from '../../lib/site-info';
import { frUnsubscribe as t } from './i18n/fr';

/**
 * `/desabonnement?token=…`: the unsubscribe link of every newsletter mail (a campaign's adds `&campagne=<id>`,
 * passed on so the campaign's report counts it). It unsubscribes on arrival (in an effect, never during
 * render, so the page also renders on the server), without signing in; the token is the proof. Opening the
 * link twice is the same success.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const { email } = useSiteIdentity();
  const token = params.get('token')?.trim() ?? '';
  const campaign = params.get('campagne')?.trim() || undefined;
  const unsubscribe = useUnsubscribeFromNewsletter();
  const { mutate } = unsubscribe;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects (the endpoint is idempotent anyway).
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token, campaign });
  }, [token, campaign, mutate]);

  const failed = !token || unsubscribe.isError;
  const message = token ? errorMessage(unsubscribe.error) : t.missingToken;

  return (
    <>
      <PageTitle>{t.pageTitle}</PageTitle>
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        {unsubscribe.isSuccess ? (
          <section aria-labelledby="unsubscribe-title">
            <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-700" />
            <h1 id="unsubscribe-title" className="mt-4 text-3xl font-bold text-navy-900">
              {t.doneTitle}
            </h1>
            <p className="mt-3 leading-relaxed text-slate-700">{t.doneText}</p>
            <div className="mt-10 rounded-2xl border border-navy-100 bg-navy-50 p-6">
              <h2 className="text-lg font-semibold text-navy-900">{t.resubscribeTitle}</h2>
              <p className="mt-1 text-sm text-slate-700">{t.resubscribeText}</p>
              <NewsletterForm source="desabonnement" variant="light" className="mt-4" />
            </div>
          </section>
        ) : failed ? (
          <LinkError
            titleId="unsubscribe-title"
            title={t.errorTitle}
            message={message}
            retry={token && !isClientError(unsubscribe.error) ? { label: t.retry, onRetry: () => mutate({ token, campaign }) } : undefined}
            homeLabel={t.home}
          >
            <p className="mt-3 text-slate-700">
              {t.contact}{' '}
              {email ? (
                <a className="font-medium text-navy-800 underline underline-offset-2" href={`mailto:${email}`}>
                  {email}
                </a>
              ) : (
                <Link className="font-medium text-navy-800 underline underline-offset-2" to="/contact">
                  {t.contactPage}
                </Link>
              )}
              .
            </p>
          </LinkError>
        ) : (
          <p role="status" className="text-lg text-slate-700">
            {t.pending}
          </p>
        )}
      </div>
    </>
  );
}

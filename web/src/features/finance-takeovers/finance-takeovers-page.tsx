import { AlertTriangle, CheckCircle2, Building, Building2, Home } from '../../components/icons';
import { useId } from 'react';
import { PageTitle } from '../../components/page-title';
import { ClaimFigures } from '../../components/claim-figures';
import { useSiteClaims } from '../../lib/site-claims';
import { VipAlertButtonIsland } from './components/vip-alert-button';
import { frFinance as t } from './i18n/fr';

const TYPE_ICONS = { unifamiliale: Home, multiplex: Building2, condo: Building } as const;

/** `/reprise-finance`: the finance-takeover page, with the brokerage's market figures (Paramètres → Site); the Alerte VIP is a saved search of repossessions (issue 28). */
export function FinanceTakeoversPage() {
  const { marketFigures } = useSiteClaims();
  const ids = { positioning: useId(), market: useId(), types: useId(), method: useId(), why: useId(), realism: useId(), cta: useId() };

  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <section className="dark-surface bg-navy-950 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{t.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-5 max-w-3xl text-lg text-navy-100">{t.hero.text}</p>
          <div className="mt-8 flex flex-col items-center gap-3">
            <VipAlertButtonIsland label={t.hero.cta} />
            <p className="text-sm text-navy-200">{t.hero.note}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby={ids.positioning} className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h2 id={ids.positioning} className="text-3xl font-bold text-navy-900">
          {t.positioning.title}
        </h2>
        {t.positioning.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      {marketFigures.length > 0 && (
        <section aria-labelledby={ids.market} className="bg-navy-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id={ids.market} className="text-3xl font-bold text-navy-900">
              {t.market.title}
            </h2>
            <ClaimFigures figures={marketFigures} className="mt-8 md:grid-cols-3" />
          </div>
        </section>
      )}

      <section aria-labelledby={ids.types} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id={ids.types} className="text-3xl font-bold text-navy-900">
          {t.types.title}
        </h2>
        <p className="mt-2 text-slate-700">{t.types.intro}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {t.types.items.map((type) => {
            const Icon = TYPE_ICONS[type.key];
            return (
              <li key={type.key} className="flex flex-col rounded-2xl border border-navy-100 p-6">
                <Icon aria-hidden="true" className="size-8 text-gold-700" />
                <h3 className="mt-3 text-xl font-semibold text-navy-900">{type.name}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{type.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={ids.method} className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id={ids.method} className="text-3xl font-bold text-navy-900">
            {t.methodology.title}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {t.methodology.steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby={ids.why}>
          <h2 id={ids.why} className="text-2xl font-bold text-navy-900">
            {t.why.title}
          </h2>
          <ul className="mt-6 space-y-3">
            {t.why.reasons.map((reason) => (
              <li key={reason} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                {reason}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={ids.realism} className="rounded-2xl border-l-4 border-gold-400 bg-navy-50 p-6">
          <h2 id={ids.realism} className="flex items-center gap-2 text-2xl font-bold text-navy-900">
            <AlertTriangle aria-hidden="true" className="size-6 text-gold-700" />
            {t.realism.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-800">{t.realism.text}</p>
        </section>
      </div>

      <section aria-labelledby={ids.cta} className="dark-surface bg-navy-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id={ids.cta} className="text-3xl font-bold">
            {t.finalCta.title}
          </h2>
          <p className="mt-4 text-lg text-navy-100">{t.finalCta.text}</p>
          <div className="mt-8 flex justify-center">
            <VipAlertButtonIsland label={t.finalCta.cta} />
          </div>
        </div>
      </section>
    </>
  );
}

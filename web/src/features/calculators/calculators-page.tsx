import { PageTitle } from '../../components/page-title';
import {
  CMHC_PREMIUMS,
  DEBT_SERVICE_LIMITS,
  FIGURES_YEAR,
  INSURABLE_PRICE_BELOW,
  INSURANCE_PREMIUM_TAX,
  MINIMUM_QUALIFYING_RATE,
  WELCOME_TAX_MONTREAL,
  WELCOME_TAX_QUEBEC,
} from '../../../../shared/calculators/rates';
import { BorrowingCalculatorIsland, PurchaseCalculatorIsland, WelcomeTaxCalculatorIsland } from './components/calculators';
import { frCalculators as t } from './i18n/fr';

/** The official pages the figures come from (shared/calculators/rates.ts), once each. */
const SOURCES = [...new Set([WELCOME_TAX_QUEBEC, WELCOME_TAX_MONTREAL, CMHC_PREMIUMS, INSURABLE_PRICE_BELOW, INSURANCE_PREMIUM_TAX, DEBT_SERVICE_LIMITS, MINIMUM_QUALIFYING_RATE].map((figure) => figure.source))];

/** `/calculatrices` (issue 28, item 6): the buyer's calculators, each an island; the rest is HTML. */
export function CalculatorsPage() {
  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-4 leading-relaxed text-slate-700">{t.intro}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t.figuresYear(FIGURES_YEAR)} {t.estimate}
        </p>
        {/* Opened at a property's price (`?prix=`), the page is the app's and the prerendered figures are hidden till then. */}
        <div data-prerendered-results="" className="mt-10 space-y-8">
          <WelcomeTaxCalculatorIsland />
          <PurchaseCalculatorIsland />
          <BorrowingCalculatorIsland />
        </div>
        <section aria-labelledby="calculator-sources" className="mt-10">
          <h2 id="calculator-sources" className="text-lg font-semibold text-navy-900">
            {t.sources}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm break-all text-slate-700">
            {SOURCES.map((source) => (
              <li key={source}>
                <a href={source} className="underline underline-offset-2" rel="noopener">
                  {source}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

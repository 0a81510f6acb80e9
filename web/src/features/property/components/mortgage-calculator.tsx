import { Calculator } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { DeferUntilVisible } from '../../../components/defer-until-visible';
import { frProperty } from '../i18n/fr';

// Far below the fold: the fields, with the form library and their schema, load when the visitor
// scrolls near them, so they cost nothing on the property page's first load.
const MortgageCalculatorForm = lazy(() => import('./mortgage-calculator-form').then((m) => ({ default: m.MortgageCalculatorForm })));
/** The form and results' height at each width, so nothing moves when they arrive. */
const FORM_PLACEHOLDER = 'min-h-[35.3125rem] sm:min-h-[21rem]';

export function MortgageCalculator({ price }: { price: number }) {
  const titleId = useId();
  const placeholder = <div aria-hidden="true" className={FORM_PLACEHOLDER} />;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold">
        <Calculator aria-hidden="true" className="size-5 text-gold-700" />
        {frProperty.mortgage.title}
      </h2>
      <DeferUntilVisible placeholderClassName={FORM_PLACEHOLDER}>
        <Suspense fallback={placeholder}>
          <MortgageCalculatorForm price={price} />
        </Suspense>
      </DeferUntilVisible>
      <p className="mt-3 text-xs text-slate-600">{frProperty.mortgage.disclaimer}</p>
    </section>
  );
}

import { Calculator } from './icons';
import { useEffect, useId, useRef, useState } from 'react';
import { AMORTIZATION_CHOICES, MORTGAGE_DEFAULTS, monthlyPayment } from '../../../shared/properties/mortgage';
import { frComponents } from '../i18n/fr-components';
import { changedFields } from '../lib/form-guard';
import { formatPercent, formatPrice } from '../lib/format';
import { RateField, parseRatePercent } from './rate-field';
import { NumberField, SelectField } from './ui/form-field';
import { parseFormattedNumber } from './ui/formatted-number-input';

const t = frComponents.mortgage;

function defaultDownPayment(price: number): number {
  return Math.round((price * MORTGAGE_DEFAULTS.downPaymentPercent) / 100);
}


/**
 * The mortgage calculator of the property page and of the back office's property page (`title`: each
 * page's name for it): a live estimate, recomputed on every keystroke. It is in the
 * prerendered page and hydrates with it (issue 29: a lazily hydrated part is rendered again by the client,
 * and loses what was typed, whenever the app's context changes before its code arrives), so it is plain
 * React state: no form library on the page's first load. Not a <form>: it sends nothing, and Enter must not
 * reload the page before the app runs.
 */
export function MortgageCalculator({ price, title }: { price: number; title: string }) {
  const titleId = useId();
  const ids = { price: useId(), downPayment: useId(), rate: useId(), years: useId(), monthly: useId() };
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [homePrice, setHomePrice] = useState(Math.round(price));
  const [downPayment, setDownPayment] = useState(defaultDownPayment(price));
  const [rateText, setRateText] = useState(String(MORTGAGE_DEFAULTS.ratePercent));
  const [years, setYears] = useState<number>(MORTGAGE_DEFAULTS.amortizationYears);

  // What a visitor typed in the prerendered fields before the app ran becomes the calculator's values.
  useEffect(() => {
    const typed = fieldsRef.current ? changedFields(fieldsRef.current) : {};
    if (typed.price !== undefined) setHomePrice(parseFormattedNumber(typed.price));
    if (typed.downPayment !== undefined) setDownPayment(parseFormattedNumber(typed.downPayment));
    if (typed.rate !== undefined) setRateText(typed.rate);
    if (typed.years !== undefined) setYears(Number(typed.years));
  }, []);

  const rate = parseRatePercent(rateText);
  const loan = Math.max(homePrice - downPayment, 0);
  const monthly = rate === null ? null : monthlyPayment(loan, rate, years);
  const share = homePrice > 0 ? Math.min(downPayment / homePrice, 1) : 0;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold">
        <Calculator aria-hidden="true" className="size-5 text-gold-700" />
        {title}
      </h2>
      <div ref={fieldsRef} className="mt-5 grid gap-4 sm:grid-cols-2">
        <NumberField size="sm" id={ids.price} label={t.price} name="price" value={homePrice} onValueChange={setHomePrice} />
        <NumberField
          size="sm"
          id={ids.downPayment}
          label={t.downPayment}
          hint={t.downPaymentShare(formatPercent(share))}
          name="downPayment"
          value={downPayment}
          onValueChange={setDownPayment}
        />
        <RateField id={ids.rate} label={t.rate} value={rateText} onChange={setRateText} />
        <SelectField size="sm" id={ids.years} label={t.amortization} name="years" value={years} onChange={(event) => setYears(Number(event.target.value))}>
          {AMORTIZATION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === MORTGAGE_DEFAULTS.amortizationYears ? t.standardYears(choice) : t.years(choice)}
            </option>
          ))}
        </SelectField>
      </div>

      <dl className="mt-6 grid gap-4 rounded-xl bg-navy-50 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t.loan}</dt>
          <dd className="mt-1 text-lg font-semibold">{formatPrice(loan)}</dd>
        </div>
        <div>
          <dt id={ids.monthly} className="text-sm text-slate-600">
            {t.monthly}
          </dt>
          <dd className="mt-1">
            <output
              htmlFor={`${ids.price} ${ids.downPayment} ${ids.rate} ${ids.years}`}
              aria-labelledby={ids.monthly}
              className="block text-2xl font-bold text-navy-900"
            >
              {monthly === null ? '—' : formatPrice(monthly)}
            </output>
            <span className="text-sm text-slate-600">{t.excludes}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t.disclaimer}</p>
    </section>
  );
}

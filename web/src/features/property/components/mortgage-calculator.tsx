import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPrice } from '../../../../../shared/format';
import { AMORTIZATION_CHOICES, MORTGAGE_DEFAULTS, monthlyPayment } from '../../../../../shared/properties/mortgage';
import { fr } from '../../../i18n/fr';
import { FormattedNumberInput } from './formatted-number-input';

const percentFormatter = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 });
const MAX_RATE_PERCENT = 30;

const fieldClass =
  'mt-1 block w-full rounded-lg border border-navy-300 bg-white px-3 py-2 text-navy-900 shadow-sm focus:border-navy-700';
const labelClass = 'block text-sm font-medium text-navy-900';

export function defaultDownPayment(price: number): number {
  return Math.round((price * MORTGAGE_DEFAULTS.downPaymentPercent) / 100);
}

/** "5,25" is how a fr-CA visitor may type a rate; the number field's value may carry either separator. */
function parseRate(text: string): number | null {
  const rate = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE_PERCENT ? rate : null;
}

export function MortgageCalculator({ price }: { price: number }) {
  const [homePrice, setHomePrice] = useState(() => Math.round(price));
  const [downPayment, setDownPayment] = useState(() => defaultDownPayment(price));
  const [rateText, setRateText] = useState(String(MORTGAGE_DEFAULTS.ratePercent));
  const [years, setYears] = useState<number>(MORTGAGE_DEFAULTS.amortizationYears);
  const ids = {
    title: useId(),
    price: useId(),
    downPayment: useId(),
    downPaymentShare: useId(),
    rate: useId(),
    rateError: useId(),
    years: useId(),
    monthly: useId(),
  };

  const rate = parseRate(rateText);
  const loan = Math.max(homePrice - downPayment, 0);
  const monthly = rate === null ? null : monthlyPayment(loan, rate, years);
  const share = homePrice > 0 ? Math.min(downPayment / homePrice, 1) : 0;

  return (
    <section aria-labelledby={ids.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={ids.title} className="flex items-center gap-2 text-xl font-bold">
        <Calculator aria-hidden="true" className="size-5 text-gold-700" />
        {fr.property.mortgage.title}
      </h2>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={ids.price} className={labelClass}>
            {fr.property.mortgage.price}
          </label>
          <FormattedNumberInput id={ids.price} value={homePrice} onValueChange={setHomePrice} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={ids.downPayment} className={labelClass}>
            {fr.property.mortgage.downPayment}
          </label>
          <FormattedNumberInput
            id={ids.downPayment}
            value={downPayment}
            onValueChange={setDownPayment}
            aria-describedby={ids.downPaymentShare}
            className={fieldClass}
          />
          <p id={ids.downPaymentShare} className="mt-1 text-sm text-slate-600">
            {fr.property.mortgage.downPaymentShare(percentFormatter.format(share))}
          </p>
        </div>
        <div>
          <label htmlFor={ids.rate} className={labelClass}>
            {fr.property.mortgage.rate}
          </label>
          <input
            id={ids.rate}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            max={MAX_RATE_PERCENT}
            value={rateText}
            onChange={(event) => setRateText(event.target.value)}
            aria-invalid={rate === null}
            aria-describedby={rate === null ? ids.rateError : undefined}
            className={fieldClass}
          />
          {rate === null && (
            <p id={ids.rateError} className="mt-1 text-sm text-red-700">
              {fr.property.mortgage.invalidRate}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.years} className={labelClass}>
            {fr.property.mortgage.amortization}
          </label>
          <select id={ids.years} value={years} onChange={(event) => setYears(Number(event.target.value))} className={fieldClass}>
            {AMORTIZATION_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === MORTGAGE_DEFAULTS.amortizationYears
                  ? fr.property.mortgage.standardYears(choice)
                  : fr.property.mortgage.years(choice)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <dl className="mt-6 grid gap-4 rounded-xl bg-navy-50 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{fr.property.mortgage.loan}</dt>
          <dd className="mt-1 text-lg font-semibold">{formatPrice(loan)}</dd>
        </div>
        <div>
          <dt id={ids.monthly} className="text-sm text-slate-600">
            {fr.property.mortgage.monthly}
          </dt>
          <dd className="mt-1">
            <output
              htmlFor={`${ids.price} ${ids.downPayment} ${ids.rate} ${ids.years}`}
              aria-labelledby={ids.monthly}
              className="block text-2xl font-bold text-navy-900"
            >
              {monthly === null ? '—' : formatPrice(monthly)}
            </output>
            <span className="text-sm text-slate-600">{fr.property.mortgage.excludes}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{fr.property.mortgage.disclaimer}</p>
    </section>
  );
}

import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { AMORTIZATION_CHOICES, MORTGAGE_DEFAULTS, monthlyPayment } from '../../../../../shared/properties/mortgage';
import { NumberField, SelectField, TextField } from '../../../components/ui/form-field';
import { formatPrice } from '../../../lib/format';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.mortgage;
const percentFormatter = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 });
const MAX_RATE_PERCENT = 30;

/** "5,25" is how a fr-CA admin may type a rate. */
function parseRate(text: string): number | null {
  const rate = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE_PERCENT ? rate : null;
}

/** The financing calculator of the admin detail page (spec §5, §9): the same math as the public page's. */
export function MortgageCalculator({ price: propertyPrice }: { price: number }) {
  const [price, setPrice] = useState(Math.round(propertyPrice));
  const [downPayment, setDownPayment] = useState(Math.round((propertyPrice * MORTGAGE_DEFAULTS.downPaymentPercent) / 100));
  const [rateText, setRateText] = useState(String(MORTGAGE_DEFAULTS.ratePercent).replace('.', ','));
  const [years, setYears] = useState<number>(MORTGAGE_DEFAULTS.amortizationYears);
  const ids = { heading: useId(), price: useId(), downPayment: useId(), rate: useId(), years: useId(), monthly: useId() };

  const rate = parseRate(rateText);
  const loan = Math.max(price - downPayment, 0);
  const monthly = rate === null ? null : monthlyPayment(loan, rate, years);
  const share = price > 0 ? Math.min(downPayment / price, 1) : 0;

  return (
    <section aria-labelledby={ids.heading} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id={ids.heading} className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <Calculator aria-hidden="true" className="size-5 text-gold-700" />
        {t.title}
      </h2>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <NumberField size="sm" id={ids.price} label={t.price} value={price} onValueChange={setPrice} />
        <NumberField
          size="sm"
          id={ids.downPayment}
          label={t.downPayment}
          hint={t.downPaymentShare(percentFormatter.format(share))}
          value={downPayment}
          onValueChange={setDownPayment}
        />
        <TextField
          size="sm"
          id={ids.rate}
          label={t.rate}
          inputMode="decimal"
          value={rateText}
          onChange={(event) => setRateText(event.target.value)}
          error={rate === null ? t.invalidRate : undefined}
        />
        <SelectField size="sm" id={ids.years} label={t.amortization} value={years} onChange={(event) => setYears(Number(event.target.value))}>
          {AMORTIZATION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t.years(choice)}
            </option>
          ))}
        </SelectField>
      </form>
      <dl className="mt-6 grid gap-4 rounded-xl bg-navy-50 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t.loan}</dt>
          <dd className="mt-1 text-lg font-semibold text-navy-900">{formatPrice(loan)}</dd>
        </div>
        <div>
          <dt id={ids.monthly} className="text-sm text-slate-600">
            {t.monthly}
          </dt>
          <dd className="mt-1">
            <output htmlFor={`${ids.price} ${ids.downPayment} ${ids.rate} ${ids.years}`} aria-labelledby={ids.monthly} className="block text-2xl font-bold text-navy-900">
              {monthly === null ? '—' : formatPrice(monthly)}
            </output>
            <span className="text-sm text-slate-600">{t.excludes}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { AMORTIZATION_CHOICES, MORTGAGE_DEFAULTS, monthlyPayment } from '../../../../../shared/properties/mortgage';
import { NumberField, SelectField, TextField } from '../../../components/ui/form-field';
import { formatPercent, formatPrice } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { frProperty } from '../i18n/fr';

const MAX_RATE_PERCENT = 30;

function defaultDownPayment(price: number): number {
  return Math.round((price * MORTGAGE_DEFAULTS.downPaymentPercent) / 100);
}

/** "5,25" is how a fr-CA visitor may type a rate; the number field's value may carry either separator. */
function parseRate(text: string): number | null {
  const rate = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE_PERCENT ? rate : null;
}

// zod/mini: this chunk loads when the calculator scrolls into view, the smaller the better.
const mortgageFormSchema = z.object({
  price: z.number(),
  downPayment: z.number(),
  rate: z.string().check(z.refine((text) => parseRate(text) !== null, { error: frProperty.mortgage.invalidRate })),
  years: z.number(),
});

/** The calculator's fields and results (its own chunk, with the form library: see mortgage-calculator.tsx). */
export function MortgageCalculatorForm({ price }: { price: number }) {
  const { control, register, formState } = useZodForm(mortgageFormSchema, {
    // A live calculator: every keystroke recomputes, and an invalid rate says so at once.
    mode: 'onChange',
    defaultValues: {
      price: Math.round(price),
      downPayment: defaultDownPayment(price),
      rate: String(MORTGAGE_DEFAULTS.ratePercent),
      years: MORTGAGE_DEFAULTS.amortizationYears,
    },
  });
  const values = useWatch({ control });
  const ids = { price: useId(), downPayment: useId(), rate: useId(), years: useId(), monthly: useId() };

  const homePrice = values.price ?? 0;
  const downPayment = values.downPayment ?? 0;
  const rate = parseRate(values.rate ?? '');
  const loan = Math.max(homePrice - downPayment, 0);
  const monthly = rate === null ? null : monthlyPayment(loan, rate, values.years ?? MORTGAGE_DEFAULTS.amortizationYears);
  const share = homePrice > 0 ? Math.min(downPayment / homePrice, 1) : 0;

  return (
    <>
      <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <NumberField
              size="sm"
              id={ids.price}
              label={frProperty.mortgage.price}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="downPayment"
          render={({ field }) => (
            <NumberField
              size="sm"
              id={ids.downPayment}
              label={frProperty.mortgage.downPayment}
              hint={frProperty.mortgage.downPaymentShare(formatPercent(share))}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          size="sm"
          id={ids.rate}
          label={frProperty.mortgage.rate}
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          max={MAX_RATE_PERCENT}
          error={formState.errors.rate?.message}
          {...register('rate')}
        />
        <SelectField size="sm" id={ids.years} label={frProperty.mortgage.amortization} {...register('years', { valueAsNumber: true })}>
          {AMORTIZATION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === MORTGAGE_DEFAULTS.amortizationYears ? frProperty.mortgage.standardYears(choice) : frProperty.mortgage.years(choice)}
            </option>
          ))}
        </SelectField>
      </form>

      <dl className="mt-6 grid gap-4 rounded-xl bg-navy-50 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{frProperty.mortgage.loan}</dt>
          <dd className="mt-1 text-lg font-semibold">{formatPrice(loan)}</dd>
        </div>
        <div>
          <dt id={ids.monthly} className="text-sm text-slate-600">
            {frProperty.mortgage.monthly}
          </dt>
          <dd className="mt-1">
            <output
              htmlFor={`${ids.price} ${ids.downPayment} ${ids.rate} ${ids.years}`}
              aria-labelledby={ids.monthly}
              className="block text-2xl font-bold text-navy-900"
            >
              {monthly === null ? '—' : formatPrice(monthly)}
            </output>
            <span className="text-sm text-slate-600">{frProperty.mortgage.excludes}</span>
          </dd>
        </div>
      </dl>
    </>
  );
}

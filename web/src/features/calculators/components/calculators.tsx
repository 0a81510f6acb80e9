import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { borrowingCapacity, cashAtClosing, cmhcPremium, CLOSING_LINE_LABELS, minimumDownPayment, welcomeTax } from '../../../../../shared/calculators/buyer';
import { INSURED_AMORTIZATION_YEARS } from '../../../../../shared/calculators/rates';
import { changedFields, type TypedValues } from '../../../lib/form-guard';
import { MORTGAGE_DEFAULTS } from '../../../../../shared/properties/mortgage';
import { formatDecimal, formatPrice } from '../../../lib/format';
import { RateField, parseRatePercent } from '../../../components/rate-field';
import { NumberField, SelectField } from '../../../components/ui/form-field';
import { parseFormattedNumber } from '../../../components/ui/formatted-number-input';
import { island } from '../../../islands/island';
import { frCalculators as t } from '../i18n/fr';

/** `?prix=` from a property page: the calculators start from its price. */
const PRICE_PARAM = 'prix';
const DEFAULT_PRICE = 450_000;
const AMORTIZATIONS = [INSURED_AMORTIZATION_YEARS.value.standard, INSURED_AMORTIZATION_YEARS.value.firstTimeBuyerOrNewBuild];

/** Where the down payment starts for a price: its minimum, in whole dollars. */
const startingDownPayment = (price: number) => Math.ceil(minimumDownPayment(price));
/** 0.0525 → "5,25 %": rates keep their two decimals. */
const formatRate = (share: number) => `${formatDecimal(share * 100, 2)}\u00a0%`;

/** The value of a calculation, or the French message of the RangeError it threw on this input. */
function attempt<T>(compute: () => T): { value: T; error?: undefined } | { value?: undefined; error: string } {
  try {
    return { value: compute() };
  } catch (error) {
    if (error instanceof RangeError) return { error: error.message };
    throw error;
  }
}

/**
 * The price a property page sent (`?prix=`), read when rendering: a page opened with it is rendered by the
 * app, its calculators hidden until then (shared/site/head-script.ts), so it never shows another price first.
 */
function useUrlPrice(): number | null {
  const [params] = useSearchParams();
  const price = Number(params.get(PRICE_PARAM));
  return price >= 1 && price < 1e9 ? Math.round(price) : null;
}

/**
 * Once in the browser: what the visitor typed or ticked in the prerendered fields before the page ran
 * (`typed`, `checked` by field name).
 */
function useStartingValues(root: RefObject<HTMLElement | null>, adopt: (typed: TypedValues, checked: Record<string, boolean>) => void) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const checked = Object.fromEntries(
      Array.from(element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).filter((box) => box.checked !== box.defaultChecked).map((box) => [box.name, box.checked]),
    );
    adopt(changedFields(element), checked);
    // Once, on the first run.
  }, []);
}

function Checkbox({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800 sm:col-span-2">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-navy-800" />
      <span>{label}</span>
    </label>
  );
}

function AmortizationField({ years, onChange }: { years: number; onChange: (years: number) => void }) {
  return (
    <SelectField size="sm" label={t.amortization} name="years" value={years} onChange={(event) => onChange(Number(event.target.value))}>
      {AMORTIZATIONS.map((choice) => (
        <option key={choice} value={choice}>
          {t.years(choice)}
        </option>
      ))}
    </SelectField>
  );
}

function CalculatorCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
      {children}
    </section>
  );
}

/** A figure of the results: its name, and the value in an <output> read when it changes. */
function Result({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  const labelId = useId();
  return (
    <div>
      <dt id={labelId} className="text-sm text-slate-600">
        {label}
      </dt>
      <dd className="mt-1">
        <output aria-labelledby={labelId} className={`block ${strong ? 'text-2xl font-bold text-navy-900' : 'text-lg font-semibold'}`}>
          {children}
        </output>
      </dd>
    </div>
  );
}

const resultsClass = 'mt-6 grid gap-4 rounded-xl bg-navy-50 p-5 sm:grid-cols-2';
/** Why there is no result (a refusal or a bad input), in French. */
function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/** The welcome tax: the province's brackets, or Montréal's. */
export function WelcomeTaxCalculator() {
  const root = useRef<HTMLDivElement>(null);
  const [price, setPrice] = useState(useUrlPrice() ?? DEFAULT_PRICE);
  const [montreal, setMontreal] = useState(false);
  useStartingValues(root, (typed, checked) => {
    if (typed.price !== undefined) setPrice(parseFormattedNumber(typed.price));
    if (checked.montreal !== undefined) setMontreal(checked.montreal);
  });
  const result = attempt(() => welcomeTax(price, { montreal }));

  return (
    <CalculatorCard title={t.welcomeTax.title} text={t.welcomeTax.text}>
      <div ref={root} className="mt-5 grid gap-4 sm:grid-cols-2">
        <NumberField size="sm" label={t.price} name="price" value={price} onValueChange={setPrice} />
        <Checkbox name="montreal" label={t.montreal} checked={montreal} onChange={setMontreal} />
      </div>
      {result.error !== undefined ? (
        <ErrorNote>{result.error}</ErrorNote>
      ) : (
        <>
          <dl className={resultsClass}>
            <Result label={t.welcomeTax.total} strong>
              {formatPrice(result.value.total)}
            </Result>
          </dl>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">{t.welcomeTax.title}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  {t.welcomeTax.bracket}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.welcomeTax.rate}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t.welcomeTax.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.value.brackets.map((bracket) => (
                <tr key={bracket.from} className="border-t border-navy-100">
                  <td className="py-2">{t.welcomeTax.range(formatPrice(bracket.from), formatPrice(bracket.to))}</td>
                  <td className="py-2">{formatRate(bracket.rate)}</td>
                  <td className="py-2 text-right">{formatPrice(bracket.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!montreal && <p className="mt-3 text-xs text-slate-600">{t.welcomeTax.outsideMontreal}</p>}
        </>
      )}
    </CalculatorCard>
  );
}

/** The minimum down payment, the CMHC premium and its tax, and the cash the buyer brings to the notary. */
export function PurchaseCalculator() {
  const root = useRef<HTMLDivElement>(null);
  const urlPrice = useUrlPrice();
  const [price, setPrice] = useState(urlPrice ?? DEFAULT_PRICE);
  const [downPayment, setDownPayment] = useState(() => (urlPrice === null ? Math.round(DEFAULT_PRICE * 0.1) : startingDownPayment(urlPrice)));
  const [years, setYears] = useState(AMORTIZATIONS[0]!);
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  const [montreal, setMontreal] = useState(false);
  const [fees, setFees] = useState({ notaryFees: 0, inspection: 0, other: 0 });
  useStartingValues(root, (typed, checked) => {
    const typedPrice = typed.price === undefined ? null : parseFormattedNumber(typed.price);
    if (typedPrice !== null) setPrice(typedPrice);
    if (typed.downPayment !== undefined) setDownPayment(parseFormattedNumber(typed.downPayment));
    else if (typedPrice !== null) setDownPayment(startingDownPayment(typedPrice));
    if (typed.years !== undefined) setYears(Number(typed.years));
    if (checked.firstTimeBuyer !== undefined) setFirstTimeBuyer(checked.firstTimeBuyer);
    if (checked.montreal !== undefined) setMontreal(checked.montreal);
    setFees((current) => ({
      notaryFees: typed.notaryFees !== undefined ? parseFormattedNumber(typed.notaryFees) : current.notaryFees,
      inspection: typed.inspection !== undefined ? parseFormattedNumber(typed.inspection) : current.inspection,
      other: typed.other !== undefined ? parseFormattedNumber(typed.other) : current.other,
    }));
  });
  const result = attempt(() => {
    const insurance = cmhcPremium({ price, downPayment, amortizationYears: years, firstTimeBuyer });
    const tax = welcomeTax(price, { montreal });
    return { minimum: minimumDownPayment(price), insurance, closing: cashAtClosing({ price, downPayment, welcomeTax: tax.total, cmhcQst: insurance.qst, ...fees }) };
  });
  const feeField = (name: keyof typeof fees, label: string) => (
    <NumberField size="sm" label={label} hint={t.purchase.feesHint} name={name} value={fees[name]} onValueChange={(value) => setFees((current) => ({ ...current, [name]: value }))} />
  );

  return (
    <CalculatorCard title={t.purchase.title} text={t.purchase.text}>
      <div ref={root} className="mt-5 grid gap-4 sm:grid-cols-2">
        <NumberField size="sm" label={t.price} name="price" value={price} onValueChange={setPrice} />
        <NumberField size="sm" label={t.downPayment} name="downPayment" value={downPayment} onValueChange={setDownPayment} />
        <AmortizationField years={years} onChange={setYears} />
        <Checkbox name="firstTimeBuyer" label={t.firstTimeBuyer} checked={firstTimeBuyer} onChange={setFirstTimeBuyer} />
        <Checkbox name="montreal" label={t.montreal} checked={montreal} onChange={setMontreal} />
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-navy-900">{t.purchase.fees}</legend>
          {feeField('notaryFees', t.purchase.notaryFees)}
          {feeField('inspection', t.purchase.inspection)}
          {feeField('other', t.purchase.other)}
        </fieldset>
      </div>
      {result.error !== undefined ? (
        <ErrorNote>{result.error}</ErrorNote>
      ) : (
        <>
          <dl className={resultsClass}>
            <Result label={t.purchase.minimum}>{formatPrice(result.value.minimum)}</Result>
            <Result label={t.purchase.premium}>
              {!result.value.insurance.required
                ? t.purchase.noPremium
                : result.value.insurance.insurable
                  ? `${formatPrice(result.value.insurance.premium)} (${t.purchase.premiumRate(formatRate(result.value.insurance.rate))})`
                  : '—'}
            </Result>
            <Result label={t.purchase.premiumTax}>{formatPrice(result.value.insurance.qst)}</Result>
            <Result label={t.purchase.loan}>{formatPrice(result.value.insurance.loan)}</Result>
          </dl>
          {result.value.insurance.reason && (
            <ErrorNote>{t.purchase.refusals[result.value.insurance.reason]}</ErrorNote>
          )}
          {result.value.insurance.surchargeExcluded && <p className="mt-3 text-xs text-slate-600">{t.purchase.surcharge}</p>}
          <h3 className="mt-6 font-semibold text-navy-900">{t.purchase.closing}</h3>
          <dl className="mt-2 divide-y divide-navy-100 text-sm">
            {result.value.closing.lines.map((line) => (
              <div key={line.key} className="flex justify-between py-2">
                <dt>{CLOSING_LINE_LABELS[line.key]}</dt>
                <dd>{formatPrice(line.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between py-2 font-bold text-navy-900">
              <dt>{t.purchase.closingTotal}</dt>
              <dd>
                <output>{formatPrice(result.value.closing.total)}</output>
              </dd>
            </div>
          </dl>
        </>
      )}
    </CalculatorCard>
  );
}

/** How much a household can borrow: the stress-test rate and CMHC's debt-service ratios. */
export function BorrowingCalculator() {
  const root = useRef<HTMLDivElement>(null);
  const [money, setMoney] = useState({ income: 100_000, debts: 0, propertyTax: 300, heating: 100, condoFees: 0, downPayment: 45_000 });
  const [rateText, setRateText] = useState(String(MORTGAGE_DEFAULTS.ratePercent));
  const [years, setYears] = useState(AMORTIZATIONS[0]!);
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  useStartingValues(root, (typed, checked) => {
    setMoney((current) => Object.fromEntries(Object.entries(current).map(([name, value]) => [name, typed[name] !== undefined ? parseFormattedNumber(typed[name]) : value])) as typeof current);
    if (typed.rate !== undefined) setRateText(typed.rate);
    if (typed.years !== undefined) setYears(Number(typed.years));
    if (checked.firstTimeBuyer !== undefined) setFirstTimeBuyer(checked.firstTimeBuyer);
  });
  const ratePercent = parseRatePercent(rateText);
  const rate = ratePercent === null ? null : ratePercent / 100;
  const result =
    rate === null
      ? null
      : attempt(() =>
          borrowingCapacity({
            annualIncome: money.income,
            monthlyDebts: money.debts,
            monthlyPropertyTax: money.propertyTax,
            monthlyHeating: money.heating,
            monthlyCondoFees: money.condoFees,
            contractRate: rate,
            amortizationYears: years,
            downPayment: money.downPayment,
            firstTimeBuyer,
          }),
        );
  const moneyField = (name: keyof typeof money, label: string) => (
    <NumberField size="sm" label={label} name={name} value={money[name]} onValueChange={(value) => setMoney((current) => ({ ...current, [name]: value }))} />
  );

  return (
    <CalculatorCard title={t.borrowing.title} text={t.borrowing.text}>
      <div ref={root} className="mt-5 grid gap-4 sm:grid-cols-2">
        {moneyField('income', t.borrowing.income)}
        {moneyField('debts', t.borrowing.debts)}
        {moneyField('propertyTax', t.borrowing.propertyTax)}
        {moneyField('heating', t.borrowing.heating)}
        {moneyField('condoFees', t.borrowing.condoFees)}
        {moneyField('downPayment', t.downPayment)}
        <RateField label={t.borrowing.rate} value={rateText} onChange={setRateText} />
        <AmortizationField years={years} onChange={setYears} />
        <Checkbox name="firstTimeBuyer" label={t.firstTimeBuyer} checked={firstTimeBuyer} onChange={setFirstTimeBuyer} />
      </div>
      {result?.error !== undefined ? (
        <ErrorNote>{result.error}</ErrorNote>
      ) : (
        result && (
          <>
            <dl className={resultsClass}>
              <Result label={t.borrowing.maxPrice} strong>
                {formatPrice(result.value.maxPrice)}
              </Result>
              <Result label={t.borrowing.maxLoan}>{formatPrice(result.value.maxLoan)}</Result>
              <Result label={t.borrowing.maxPayment}>{formatPrice(result.value.maxMonthlyPayment)}</Result>
              <Result label={t.borrowing.qualifyingRate}>{formatRate(result.value.qualifyingRate)}</Result>
            </dl>
            <p className="mt-3 text-sm text-slate-700">{t.borrowing.limitedBy[result.value.limitedBy]}</p>
          </>
        )
      )}
    </CalculatorCard>
  );
}

export const WelcomeTaxCalculatorIsland = island('calculators', 'WelcomeTaxCalculator', WelcomeTaxCalculator);
export const PurchaseCalculatorIsland = island('calculators', 'PurchaseCalculator', PurchaseCalculator);
export const BorrowingCalculatorIsland = island('calculators', 'BorrowingCalculator', BorrowingCalculator);

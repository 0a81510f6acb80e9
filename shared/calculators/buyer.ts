import { formatPrice } from '../format.js';
import {
  CMHC_PREMIUMS,
  COMPOUNDING_PERIODS_PER_YEAR,
  DEBT_SERVICE_LIMITS,
  INSURABLE_PRICE_BELOW,
  INSURANCE_PREMIUM_TAX,
  INSURANCE_REQUIRED_ABOVE_LTV,
  INSURED_AMORTIZATION_YEARS,
  MINIMUM_DOWN_PAYMENT,
  MINIMUM_QUALIFYING_RATE,
  WELCOME_TAX_MONTREAL,
  WELCOME_TAX_QUEBEC,
  type Bracket,
} from './rates.js';

/**
 * A Québec home buyer's calculators (issue 28, item 6): pure functions of their arguments and of the figures of
 * `./rates.ts`, no I/O, no clock. Amounts are dollars; money returned is rounded to the cent (computed in whole
 * cents, so 0.1 + 0.2 never shows); rates are shares (0.0525 for 5.25 %), as `formatPercent` expects.
 * Out-of-range input throws a RangeError whose message the page can show as is.
 */

// ---------------------------------------------------------------------------------------------------------------
// Arithmetic in cents
// ---------------------------------------------------------------------------------------------------------------

const toCents = (dollars: number) => Math.round(dollars * 100);
/** A rate in hundredths of a percent (basis points), so cents × rate stays an exact integer product. */
const toBasisPoints = (rate: number) => Math.round(rate * 10_000);
/** cents × rate, rounded half up to the cent. */
const centsTimes = (cents: number, rate: number) => Math.round((cents * toBasisPoints(rate)) / 10_000);
/** A limit rounded down to the cent; the tolerance absorbs binary noise (499 999.99999999994 is 500 000). */
const floorToCent = (dollars: number) => Math.floor(dollars * 100 + 1e-6) / 100;

/** A dollar amount: finite and not negative (« positif » in French includes zero). */
function requireAmount(value: number, message: string): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(message);
  return value;
}

function requireYears(years: number): number {
  if (!Number.isFinite(years) || years <= 0) throw new RangeError("La période d'amortissement doit être un nombre d'années supérieur à zéro.");
  return years;
}

function requireDownPayment(price: number, downPayment: number): number {
  requireAmount(downPayment, 'La mise de fonds doit être un montant positif.');
  if (toCents(downPayment) > toCents(price)) throw new RangeError('La mise de fonds ne peut pas dépasser le prix.');
  return downPayment;
}

// ---------------------------------------------------------------------------------------------------------------
// Welcome tax
// ---------------------------------------------------------------------------------------------------------------

export interface WelcomeTaxBracket {
  /** The slice of the base taxed at `rate`: from `from` to `to` dollars. */
  readonly from: number;
  readonly to: number;
  readonly rate: number;
  readonly amount: number;
}

export interface WelcomeTax {
  readonly total: number;
  /** The brackets the base reaches, lowest first; the last one is cut at the base. */
  readonly brackets: readonly WelcomeTaxBracket[];
}

/**
 * The base of the welcome tax: the greatest of the price (the consideration, before GST and QST) and the market
 * value, the municipal assessment times the municipality's comparative factor for the year of the transfer (Act
 * respecting duties on transfers of immovables, s. 2, second paragraph; the factor is on the municipality's site).
 */
export function welcomeTaxBase(input: { price: number; assessment?: number; comparativeFactor?: number }): number {
  const price = requireAmount(input.price, 'Le prix doit être un montant positif.');
  const assessment = requireAmount(input.assessment ?? 0, "L'évaluation municipale doit être un montant positif.");
  const factor = requireAmount(input.comparativeFactor ?? 1, 'Le facteur comparatif doit être un nombre positif.');
  return Math.max(toCents(price), Math.round(toCents(assessment) * factor)) / 100;
}

/**
 * The welcome tax (« droits sur les mutations immobilières ») on a base of `base` dollars, bracket by bracket, with
 * the province's schedule or, `montreal`, the Ville de Montréal's (see `./rates.ts`; the year is FIGURES_YEAR).
 *
 * `base` is one number: the greater of the price and the municipal assessment times the comparative factor
 * (`welcomeTaxBase` computes it). Outside Montréal the result is the province's schedule: a municipality may, by
 * by-law, charge more (up to 3 %) on the part of the base above 500 000 $. Montréal's rate above the last
 * bracket sourced (2 136 500 $ in 2025) is not in the table: such a base throws rather than guessing it.
 */
export function welcomeTax(base: number, options: { montreal: boolean }): WelcomeTax {
  requireAmount(base, "La base d'imposition doit être un montant positif.");
  const schedule: readonly Bracket[] = (options.montreal ? WELCOME_TAX_MONTREAL : WELCOME_TAX_QUEBEC).value;
  const top = schedule.at(-1)?.to ?? null;
  if (top !== null && toCents(base) > toCents(top)) {
    throw new RangeError(`Le taux de Montréal au-delà de ${formatPrice(top)} n'est pas encore publié dans ce calculateur : renseignez-vous auprès de la Ville de Montréal.`);
  }
  const baseCents = toCents(base);
  const brackets: WelcomeTaxBracket[] = [];
  let totalCents = 0;
  for (const bracket of schedule) {
    const fromCents = toCents(bracket.from);
    if (baseCents <= fromCents) break;
    const toCentsCut = bracket.to === null ? baseCents : Math.min(toCents(bracket.to), baseCents);
    const amountCents = centsTimes(toCentsCut - fromCents, bracket.rate);
    totalCents += amountCents;
    brackets.push({ from: bracket.from, to: toCentsCut / 100, rate: bracket.rate, amount: amountCents / 100 });
  }
  return { total: totalCents / 100, brackets };
}

// ---------------------------------------------------------------------------------------------------------------
// Minimum down payment and CMHC premium
// ---------------------------------------------------------------------------------------------------------------

const isInsurablePrice = (priceCents: number) => priceCents < toCents(INSURABLE_PRICE_BELOW.value);

/**
 * The minimum down payment for a price: 5 % of the first 500 000 $ and 10 % of the rest while the price is
 * insurable (below 1 500 000 $), 20 % of the whole price from 1 500 000 $ (no insurance). Rounded up to the cent.
 */
export function minimumDownPayment(price: number): number {
  requireAmount(price, 'Le prix doit être un montant positif.');
  const { firstPortion, firstRate, remainderRate, uninsuredRate } = MINIMUM_DOWN_PAYMENT.value;
  const priceCents = toCents(price);
  if (!isInsurablePrice(priceCents)) return Math.ceil((priceCents * toBasisPoints(uninsuredRate)) / 10_000) / 100;
  const firstCents = Math.min(priceCents, toCents(firstPortion));
  const scaled = firstCents * toBasisPoints(firstRate) + (priceCents - firstCents) * toBasisPoints(remainderRate);
  return Math.ceil(scaled / 10_000) / 100;
}

/** Why an insured purchase cannot be made as asked. */
export type InsuranceRefusal =
  /** Below the minimum down payment of the price. */
  | 'DOWN_PAYMENT_BELOW_MINIMUM'
  /** 1 500 000 $ or more with less than 20 % down: no insurance, so 20 % is the minimum. */
  | 'PRICE_NOT_INSURABLE'
  /** More than 25 years without being a first-time buyer or buying a new build, or more than 30 years. */
  | 'AMORTIZATION_NOT_INSURABLE';

export interface CmhcPremium {
  /** Insurance is required: the down payment is under 20 % (a loan-to-value ratio above 80 %). */
  readonly required: boolean;
  /** The purchase meets the down-payment, price and amortization rules (true when no insurance is needed). */
  readonly insurable: boolean;
  readonly reason: InsuranceRefusal | null;
  /** The loan before the premium over the price. */
  readonly loanToValue: number;
  /** The premium's share of the loan (0 when none is charged). */
  readonly rate: number;
  readonly premium: number;
  /** Québec's tax on the premium (9 %), paid in cash at closing: it is not added to the loan. */
  readonly qst: number;
  /** The mortgage: the price less the down payment, plus the premium. */
  readonly loan: number;
  /** True when the amortization is over 25 years: CMHC's surcharge for it is not sourced, so not included. */
  readonly surchargeExcluded: boolean;
}

/**
 * CMHC's premium on a purchase (see `./rates.ts`): none at 20 % down or more; otherwise the rate of the band of the
 * loan-to-value ratio, on the whole loan, added to the loan, with Québec's 9 % tax on it paid at closing.
 * `firstTimeBuyer` or `newBuild` allow an insured amortization of up to 30 years (25 otherwise).
 */
export function cmhcPremium(input: { price: number; downPayment: number; amortizationYears: number; firstTimeBuyer?: boolean; newBuild?: boolean }): CmhcPremium {
  const price = requireAmount(input.price, 'Le prix doit être un montant positif.');
  if (price === 0) throw new RangeError('Le prix doit être supérieur à zéro.');
  requireDownPayment(price, input.downPayment);
  const years = requireYears(input.amortizationYears);

  const priceCents = toCents(price);
  const loanCents = priceCents - toCents(input.downPayment);
  const loanToValue = loanCents / priceCents;
  /** loan / price ≤ ratio, in exact integers. */
  const withinLtv = (ratio: number) => loanCents * 10_000 <= priceCents * toBasisPoints(ratio);
  const none = { rate: 0, premium: 0, qst: 0, loan: loanCents / 100, surchargeExcluded: false, loanToValue };

  if (withinLtv(INSURANCE_REQUIRED_ABOVE_LTV.value)) return { required: false, insurable: true, reason: null, ...none };

  const { standard, firstTimeBuyerOrNewBuild } = INSURED_AMORTIZATION_YEARS.value;
  const longAmortizationAllowed = input.firstTimeBuyer === true || input.newBuild === true;
  const reason: InsuranceRefusal | null = !isInsurablePrice(priceCents)
    ? 'PRICE_NOT_INSURABLE'
    : toCents(input.downPayment) < toCents(minimumDownPayment(price))
      ? 'DOWN_PAYMENT_BELOW_MINIMUM'
      : years > firstTimeBuyerOrNewBuild || (years > standard && !longAmortizationAllowed)
        ? 'AMORTIZATION_NOT_INSURABLE'
        : null;
  const band = CMHC_PREMIUMS.value.find((b) => withinLtv(b.maxLtv));
  if (reason !== null || band === undefined) return { required: true, insurable: false, reason: reason ?? 'DOWN_PAYMENT_BELOW_MINIMUM', ...none };

  const premiumCents = centsTimes(loanCents, band.rate);
  return {
    required: true,
    insurable: true,
    reason: null,
    loanToValue,
    rate: band.rate,
    premium: premiumCents / 100,
    qst: centsTimes(premiumCents, INSURANCE_PREMIUM_TAX.value) / 100,
    loan: (loanCents + premiumCents) / 100,
    surchargeExcluded: years > standard,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Cash at closing
// ---------------------------------------------------------------------------------------------------------------

export type ClosingLineKey = 'downPayment' | 'welcomeTax' | 'cmhcQst' | 'notaryFees' | 'inspection' | 'other';

/** The lines' names as the page shows them. */
export const CLOSING_LINE_LABELS: Readonly<Record<ClosingLineKey, string>> = {
  downPayment: 'Mise de fonds',
  welcomeTax: 'Droits de mutation (taxe de bienvenue)',
  cmhcQst: "Taxe sur la prime d'assurance prêt hypothécaire",
  notaryFees: 'Notaire',
  inspection: 'Inspection',
  other: 'Autres frais',
};

export interface CashAtClosing {
  readonly total: number;
  readonly lines: readonly { readonly key: ClosingLineKey; readonly amount: number }[];
}

/**
 * The cash a buyer needs around the closing: the down payment, the tax on the CMHC premium (paid at the notary's,
 * it cannot be added to the loan), the welcome tax and the fees given. The welcome tax is billed by the
 * municipality after the sale (in Montréal an invoice weeks later, payable within 30 days:
 * https://montreal.ca/en/how-to/pay-your-property-transfer-duties, read 2026-11-29), not paid at the notary's: it is
 * counted here because the buyer must plan for it with the rest. The optional lines appear when given.
 */
export function cashAtClosing(input: {
  price: number;
  downPayment: number;
  welcomeTax: number;
  cmhcQst: number;
  notaryFees?: number;
  inspection?: number;
  other?: number;
}): CashAtClosing {
  const price = requireAmount(input.price, 'Le prix doit être un montant positif.');
  requireDownPayment(price, input.downPayment);
  const amounts: [ClosingLineKey, number | undefined, string][] = [
    ['downPayment', input.downPayment, 'La mise de fonds doit être un montant positif.'],
    ['welcomeTax', input.welcomeTax, 'Les droits de mutation doivent être un montant positif.'],
    ['cmhcQst', input.cmhcQst, "La taxe sur la prime d'assurance doit être un montant positif."],
    ['notaryFees', input.notaryFees, 'Les frais de notaire doivent être un montant positif.'],
    ['inspection', input.inspection, "Les frais d'inspection doivent être un montant positif."],
    ['other', input.other, 'Les autres frais doivent être un montant positif.'],
  ];
  const lines = amounts.flatMap(([key, amount, message]) =>
    amount === undefined ? [] : [{ key, amount: toCents(requireAmount(amount, message)) / 100 }],
  );
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.amount), 0);
  return { total: totalCents / 100, lines };
}

// ---------------------------------------------------------------------------------------------------------------
// Borrowing capacity
// ---------------------------------------------------------------------------------------------------------------

/** The monthly rate of an annual rate compounded semi-annually, not in advance: (1 + r/2)^(1/6) − 1. */
export function monthlyRate(annualRate: number): number {
  return Math.pow(1 + annualRate / COMPOUNDING_PERIODS_PER_YEAR, COMPOUNDING_PERIODS_PER_YEAR / 12) - 1;
}

/** The loan a monthly payment repays over `years` at `annualRate` (semi-annual compounding). */
function presentValue(payment: number, annualRate: number, years: number): number {
  const months = years * 12;
  const rate = monthlyRate(annualRate);
  return rate === 0 ? payment * months : (payment * (1 - Math.pow(1 + rate, -months))) / rate;
}

/** The highest insurable price a down payment reaches: the inverse of `minimumDownPayment` below 1 500 000 $. */
function highestInsurablePrice(downPayment: number): number {
  const { firstPortion, firstRate, remainderRate } = MINIMUM_DOWN_PAYMENT.value;
  const onFirstPortion = firstPortion * firstRate;
  const price = downPayment <= onFirstPortion ? downPayment / firstRate : firstPortion + (downPayment - onFirstPortion) / remainderRate;
  return Math.min(price, INSURABLE_PRICE_BELOW.value - 0.01);
}

export interface BorrowingCapacity {
  /** The stress-test rate the payments are qualified at: the greater of the contract rate + 2 points and 5.25 %. */
  readonly qualifyingRate: number;
  /** The principal and interest the ratios leave room for, per month. */
  readonly maxMonthlyPayment: number;
  /** The mortgage that payment repays at the qualifying rate (a CMHC premium included, as CMHC counts it). */
  readonly maxLoan: number;
  /** The highest price that loan and the down payment reach, the premium and the minimum down payment respected. */
  readonly maxPrice: number;
  /** The ratio that bounds the payment: GDS (housing costs) or TDS (with the other debts). */
  readonly limitedBy: 'GDS' | 'TDS';
}

/**
 * How much a household can borrow and pay for a home, as CMHC's debt service ratios count it (see `./rates.ts`):
 * GDS = (payment + property tax + heating + half the condominium fees) / gross income, TDS adds the other debts;
 * the payment is qualified at the stress-test rate, compounded semi-annually. Monthly amounts, yearly income,
 * rates as shares (`contractRate` 0.045 for 4.5 %). `ratios: 'strongCredit'` uses the 39 % / 44 % CMHC considers
 * for borrowers with a strong payment history instead of its normal 35 % / 42 %. Limits are rounded down to the
 * cent. The price counts the CMHC premium (added to the loan) but not the 25-plus-year surcharge (not sourced).
 */
export function borrowingCapacity(input: {
  annualIncome: number;
  monthlyDebts: number;
  monthlyPropertyTax: number;
  monthlyHeating: number;
  monthlyCondoFees?: number;
  contractRate: number;
  amortizationYears: number;
  downPayment: number;
  firstTimeBuyer?: boolean;
  newBuild?: boolean;
  ratios?: 'standard' | 'strongCredit';
}): BorrowingCapacity {
  const income = requireAmount(input.annualIncome, 'Le revenu annuel doit être un montant positif.');
  const debts = requireAmount(input.monthlyDebts, 'Les paiements de dettes doivent être un montant positif.');
  const tax = requireAmount(input.monthlyPropertyTax, 'Les taxes foncières doivent être un montant positif.');
  const heating = requireAmount(input.monthlyHeating, 'Les frais de chauffage doivent être un montant positif.');
  const condo = requireAmount(input.monthlyCondoFees ?? 0, 'Les frais de copropriété doivent être un montant positif.');
  const downPayment = requireAmount(input.downPayment, 'La mise de fonds doit être un montant positif.');
  const years = requireYears(input.amortizationYears);
  if (!Number.isFinite(input.contractRate) || input.contractRate < 0 || input.contractRate >= 1) {
    throw new RangeError('Le taux du contrat doit être compris entre 0 et 100 %.');
  }

  const { buffer, floor } = MINIMUM_QUALIFYING_RATE.value;
  const qualifyingRate = Math.round(Math.max(input.contractRate + buffer, floor) * 1e6) / 1e6;

  const limits = DEBT_SERVICE_LIMITS.value[input.ratios ?? 'standard'];
  const monthlyIncome = income / 12;
  const housingCosts = tax + heating + condo * DEBT_SERVICE_LIMITS.value.condoFeesShare;
  const gdsRoom = limits.gds * monthlyIncome - housingCosts;
  const tdsRoom = limits.tds * monthlyIncome - housingCosts - debts;
  const limitedBy = tdsRoom < gdsRoom ? 'TDS' : 'GDS';
  const maxMonthlyPayment = Math.max(0, floorToCent(Math.min(gdsRoom, tdsRoom)));
  const maxLoan = floorToCent(presentValue(maxMonthlyPayment, qualifyingRate, years));

  // The price: no insurance up to 80 % of it borrowed; above, each premium band as far as the loan (premium
  // included), the band's ratio and the minimum down payment allow. The premium rises with the ratio, so the loan a
  // price needs rises with the price: the highest price of the candidates is the answer.
  const uninsuredShare = 1 - INSURANCE_REQUIRED_ABOVE_LTV.value;
  const candidates = [Math.min(downPayment / uninsuredShare, downPayment + maxLoan)];
  const { standard, firstTimeBuyerOrNewBuild } = INSURED_AMORTIZATION_YEARS.value;
  const insurableAmortization = years <= standard || (years <= firstTimeBuyerOrNewBuild && (input.firstTimeBuyer === true || input.newBuild === true));
  if (insurableAmortization && downPayment > 0) {
    const downPaymentCap = highestInsurablePrice(downPayment);
    let bandFloor = downPayment / uninsuredShare;
    for (const band of CMHC_PREMIUMS.value) {
      if (band.maxLtv <= INSURANCE_REQUIRED_ABOVE_LTV.value) continue;
      const cap = Math.min(downPayment / (1 - band.maxLtv), downPayment + maxLoan / (1 + band.rate), downPaymentCap);
      if (cap > bandFloor) candidates.push(cap);
      bandFloor = downPayment / (1 - band.maxLtv);
    }
  }
  const maxPrice = floorToCent(Math.max(...candidates));

  return { qualifyingRate, maxMonthlyPayment, maxLoan, maxPrice, limitedBy };
}

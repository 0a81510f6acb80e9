import { describe, expect, it } from 'vitest';
import {
  borrowingCapacity,
  cashAtClosing,
  cmhcPremium,
  minimumDownPayment,
  monthlyRate,
  welcomeTax,
  welcomeTaxBase,
} from '../../shared/calculators/buyer.js';
import { FIGURES_YEAR, WELCOME_TAX_MONTREAL, WELCOME_TAX_QUEBEC } from '../../shared/calculators/rates.js';

/*
 * No official page read for these figures (shared/calculators/rates.ts) gives a worked example with the current
 * figures, so every expected value below is computed by hand, its arithmetic in the comment beside it.
 */

describe('the figures table', () => {
  it('is dated, and its schedules are contiguous from 0', () => {
    expect(FIGURES_YEAR).toBe(2025);
    for (const schedule of [WELCOME_TAX_QUEBEC.value, WELCOME_TAX_MONTREAL.value]) {
      expect(schedule[0]?.from).toBe(0);
      schedule.slice(1).forEach((bracket, i) => expect(bracket.from).toBe(schedule[i]?.to));
    }
  });
});

describe('welcomeTax (province, 2025: 0.5 % to 61 500 $, 1 % to 307 800 $, 1.5 % above)', () => {
  const quebec = (base: number) => welcomeTax(base, { montreal: false });

  it('is nothing on a base of 0', () => {
    expect(quebec(0)).toEqual({ total: 0, brackets: [] });
  });

  it('at the first limit and one dollar over', () => {
    // 61 500 × 0.5 % = 307.50
    expect(quebec(61_500)).toEqual({ total: 307.5, brackets: [{ from: 0, to: 61_500, rate: 0.005, amount: 307.5 }] });
    // 307.50 + 1 × 1 % = 307.51
    expect(quebec(61_501).total).toBe(307.51);
  });

  it('at the second limit and one dollar over', () => {
    // 307.50 + (307 800 − 61 500) × 1 % = 307.50 + 2 463 = 2 770.50
    expect(quebec(307_800).total).toBe(2770.5);
    // 2 770.50 + 1 × 1.5 % = 2 770.50 + 0.015 (rounded half up to 0.02) = 2 770.52
    expect(quebec(307_801).total).toBe(2770.52);
  });

  it('lists each bracket the base reaches, the last cut at the base', () => {
    // 307.50 + 2 463 + (500 000 − 307 800) × 1.5 % = 307.50 + 2 463 + 2 883 = 5 653.50
    expect(quebec(500_000)).toEqual({
      total: 5653.5,
      brackets: [
        { from: 0, to: 61_500, rate: 0.005, amount: 307.5 },
        { from: 61_500, to: 307_800, rate: 0.01, amount: 2463 },
        { from: 307_800, to: 500_000, rate: 0.015, amount: 2883 },
      ],
    });
    // 2 770.50 + (3 000 000 − 307 800) × 1.5 % = 2 770.50 + 40 383 = 43 153.50 (no upper limit outside Montréal)
    expect(quebec(3_000_000).total).toBe(43_153.5);
  });

  it('counts cents: 0.5 % of 100.10 $ is 0.50 $ (0.5005 rounded)', () => {
    expect(quebec(100.1).total).toBe(0.5);
  });
});

describe('welcomeTax in Montréal (2025: then 1.5 % to 552 300 $, 2 % to 1 104 700 $, 2.5 % to 2 136 500 $)', () => {
  const montreal = (base: number) => welcomeTax(base, { montreal: true });

  it('is the province’s below 500 000 $', () => {
    for (const base of [0, 61_500, 307_801, 500_000]) expect(montreal(base)).toEqual(welcomeTax(base, { montreal: false }));
  });

  it('charges more than elsewhere above its 1.5 % bracket', () => {
    // Elsewhere: 2 770.50 + (800 000 − 307 800) × 1.5 % = 2 770.50 + 7 383 = 10 153.50
    expect(welcomeTax(800_000, { montreal: false }).total).toBe(10_153.5);
    // Montréal: 2 770.50 + (552 300 − 307 800) × 1.5 % + (800 000 − 552 300) × 2 % = 2 770.50 + 3 667.50 + 4 954 = 11 392
    expect(montreal(800_000).total).toBe(11_392);
    expect(montreal(800_000).brackets.at(-1)).toEqual({ from: 552_300, to: 800_000, rate: 0.02, amount: 4954 });
  });

  it('at each Montréal limit and one dollar over', () => {
    // 2 770.50 + 3 667.50 = 6 438; one dollar more at 2 %: + 0.02
    expect(montreal(552_300).total).toBe(6438);
    expect(montreal(552_301).total).toBe(6438.02);
    // 6 438 + (1 104 700 − 552 300) × 2 % = 6 438 + 11 048 = 17 486; one dollar more at 2.5 %: + 0.025 → 0.03
    expect(montreal(1_104_700).total).toBe(17_486);
    expect(montreal(1_104_701).total).toBe(17_486.03);
    // 17 486 + (2 136 500 − 1 104 700) × 2.5 % = 17 486 + 25 795 = 43 281
    expect(montreal(2_136_500).total).toBe(43_281);
  });

  it('refuses a base above the last bracket sourced rather than guess its rate', () => {
    expect(() => montreal(2_136_501)).toThrow(RangeError);
    expect(() => montreal(2_136_501)).toThrow(/Montréal au-delà de 2\u00a0136\u00a0500\u00a0\$/);
  });
});

describe('welcomeTaxBase', () => {
  it('is the greater of the price and the assessment times the comparative factor', () => {
    // 480 000 × 1.08 = 518 400 > 500 000
    expect(welcomeTaxBase({ price: 500_000, assessment: 480_000, comparativeFactor: 1.08 })).toBe(518_400);
    // 450 000 × 1.08 = 486 000 < 500 000
    expect(welcomeTaxBase({ price: 500_000, assessment: 450_000, comparativeFactor: 1.08 })).toBe(500_000);
    expect(welcomeTaxBase({ price: 500_000 })).toBe(500_000);
  });
});

describe('minimumDownPayment (5 % to 500 000 $, 10 % on the rest below 1 500 000 $, 20 % from there)', () => {
  it('is 5 % up to 500 000 $ included', () => {
    expect(minimumDownPayment(400_000)).toBe(20_000);
    expect(minimumDownPayment(500_000)).toBe(25_000);
    // 5 % of 333 333.33 = 16 666.6665, rounded up to the cent
    expect(minimumDownPayment(333_333.33)).toBe(16_666.67);
  });

  it('adds 10 % of the part above 500 000 $', () => {
    // 25 000 + 1 × 10 %
    expect(minimumDownPayment(500_001)).toBe(25_000.1);
    // 25 000 + 100 000 × 10 %
    expect(minimumDownPayment(600_000)).toBe(35_000);
    // Just under the insurable maximum: 25 000 + 999 999 × 10 % = 124 999.90
    expect(minimumDownPayment(1_499_999)).toBe(124_999.9);
  });

  it('is 20 % at the insurable maximum and above', () => {
    expect(minimumDownPayment(1_500_000)).toBe(300_000);
    expect(minimumDownPayment(2_000_000)).toBe(400_000);
  });
});

describe('cmhcPremium (premium on the loan by loan-to-value band; 9 % tax on it, paid at closing)', () => {
  const at500k = (downPayment: number) => cmhcPremium({ price: 500_000, downPayment, amortizationYears: 25 });

  it('5 % down: a 95 % ratio, 4.00 %', () => {
    // Loan 475 000; premium 475 000 × 4 % = 19 000; tax 19 000 × 9 % = 1 710; mortgage 494 000
    expect(at500k(25_000)).toEqual({
      required: true,
      insurable: true,
      reason: null,
      loanToValue: 0.95,
      rate: 0.04,
      premium: 19_000,
      qst: 1710,
      loan: 494_000,
      surchargeExcluded: false,
    });
  });

  it('9.99 % down: a 90.01 % ratio, still 4.00 %', () => {
    // Loan 450 050; premium × 4 % = 18 002; tax 1 620.18; mortgage 468 052
    expect(at500k(49_950)).toMatchObject({ rate: 0.04, premium: 18_002, qst: 1620.18, loan: 468_052 });
  });

  it('10 % down: a 90 % ratio, 3.10 %', () => {
    // Loan 450 000; premium × 3.1 % = 13 950; tax 1 255.50; mortgage 463 950
    expect(at500k(50_000)).toMatchObject({ rate: 0.031, premium: 13_950, qst: 1255.5, loan: 463_950 });
  });

  it('15 % down: an 85 % ratio, 2.80 %; 19.99 % down: 80.01 %, still 2.80 %', () => {
    // Loan 425 000; premium × 2.8 % = 11 900; tax 1 071
    expect(at500k(75_000)).toMatchObject({ rate: 0.028, premium: 11_900, qst: 1071, loan: 436_900 });
    // Loan 400 050; premium × 2.8 % = 11 201.40; tax 1 008.126 → 1 008.13
    expect(at500k(99_950)).toMatchObject({ rate: 0.028, premium: 11_201.4, qst: 1008.13, loan: 411_251.4 });
  });

  it('20 % down or more: no insurance, no premium', () => {
    expect(at500k(100_000)).toEqual({
      required: false,
      insurable: true,
      reason: null,
      loanToValue: 0.8,
      rate: 0,
      premium: 0,
      qst: 0,
      loan: 400_000,
      surchargeExcluded: false,
    });
    expect(cmhcPremium({ price: 2_000_000, downPayment: 400_000, amortizationYears: 30 })).toMatchObject({ required: false, insurable: true, premium: 0 });
  });

  it('refuses a down payment under the minimum, with its reason', () => {
    expect(at500k(24_999.99)).toMatchObject({ required: true, insurable: false, reason: 'DOWN_PAYMENT_BELOW_MINIMUM', premium: 0, qst: 0, loan: 475_000.01 });
    // 1 000 000 $: minimum 25 000 + 50 000 = 75 000
    expect(cmhcPremium({ price: 1_000_000, downPayment: 74_999.99, amortizationYears: 25 }).reason).toBe('DOWN_PAYMENT_BELOW_MINIMUM');
    // At the minimum: loan 925 000, a 92.5 % ratio, 4 % = 37 000
    expect(cmhcPremium({ price: 1_000_000, downPayment: 75_000, amortizationYears: 25 })).toMatchObject({ insurable: true, premium: 37_000, qst: 3330 });
  });

  it('refuses a price at the insurable maximum with less than 20 % down', () => {
    expect(cmhcPremium({ price: 1_500_000, downPayment: 150_000, amortizationYears: 25 })).toMatchObject({ insurable: false, reason: 'PRICE_NOT_INSURABLE' });
    // Just under it, at its minimum (124 999.90): loan 1 374 999.10, a 91.67 % ratio, 4 % = 54 999.96
    expect(cmhcPremium({ price: 1_499_999, downPayment: 124_999.9, amortizationYears: 25 })).toMatchObject({ insurable: true, premium: 54_999.96 });
  });

  it('allows 30 years to a first-time buyer or a new build only, without the surcharge it leaves out', () => {
    expect(cmhcPremium({ price: 500_000, downPayment: 25_000, amortizationYears: 30 })).toMatchObject({ insurable: false, reason: 'AMORTIZATION_NOT_INSURABLE' });
    expect(cmhcPremium({ price: 500_000, downPayment: 25_000, amortizationYears: 30, firstTimeBuyer: true })).toMatchObject({
      insurable: true,
      rate: 0.04,
      premium: 19_000,
      surchargeExcluded: true,
    });
    expect(cmhcPremium({ price: 500_000, downPayment: 25_000, amortizationYears: 30, newBuild: true }).insurable).toBe(true);
    expect(cmhcPremium({ price: 500_000, downPayment: 25_000, amortizationYears: 35, firstTimeBuyer: true }).reason).toBe('AMORTIZATION_NOT_INSURABLE');
  });
});

describe('cashAtClosing', () => {
  it('adds the down payment, the welcome tax, the tax on the premium and the fees given', () => {
    // 25 000 + 5 653.50 + 1 710 + 1 500 + 600 = 34 463.50
    expect(cashAtClosing({ price: 500_000, downPayment: 25_000, welcomeTax: 5653.5, cmhcQst: 1710, notaryFees: 1500, inspection: 600 })).toEqual({
      total: 34_463.5,
      lines: [
        { key: 'downPayment', amount: 25_000 },
        { key: 'welcomeTax', amount: 5653.5 },
        { key: 'cmhcQst', amount: 1710 },
        { key: 'notaryFees', amount: 1500 },
        { key: 'inspection', amount: 600 },
      ],
    });
  });

  it('counts in cents: 0.10 + 0.20 is 0.30', () => {
    expect(cashAtClosing({ price: 1, downPayment: 0.1, welcomeTax: 0.2, cmhcQst: 0 }).total).toBe(0.3);
  });
});

describe('borrowingCapacity (CMHC ratios 35 % / 42 %, qualified at the stress-test rate, semi-annual compounding)', () => {
  const household = {
    annualIncome: 120_000,
    monthlyDebts: 0,
    monthlyPropertyTax: 300,
    monthlyHeating: 100,
    amortizationYears: 25,
    downPayment: 100_000,
  };

  it('compounds semi-annually: the monthly rate of 5.25 % is 1.02625^(1/6) − 1', () => {
    expect(monthlyRate(0.0525)).toBeCloseTo(0.004327902, 9);
  });

  it('qualifies at the 5.25 % floor when the contract rate + 2 is below it', () => {
    expect(borrowingCapacity({ ...household, contractRate: 0.03 }).qualifyingRate).toBe(0.0525);
    expect(borrowingCapacity({ ...household, contractRate: 0.0325 }).qualifyingRate).toBe(0.0525);
  });

  it('qualifies at the contract rate + 2 when it is above the floor', () => {
    expect(borrowingCapacity({ ...household, contractRate: 0.0326 }).qualifyingRate).toBe(0.0526);
    expect(borrowingCapacity({ ...household, contractRate: 0.045 }).qualifyingRate).toBe(0.065);
  });

  it('GDS limits a household without other debts', () => {
    // Income 10 000 a month. GDS: 35 % = 3 500 − (300 + 100) = 3 100; TDS: 42 % = 4 200 − 400 − 0 = 3 800.
    // At 5.25 %: monthly rate 1.02625^(1/6) − 1 = 0.0043279; 300 payments repay 167.80832 per dollar:
    // 3 100 × 167.80832 = 520 205.78.
    // Price: 20 % down reaches 500 000 only; insured, a ratio in 80–85 % (2.8 %): 100 000 + 520 205.78 / 1.028 =
    // 606 036.75 (a loan of 506 036.75, 83.5 % of it, + 14 169.03 of premium = 520 205.78).
    expect(borrowingCapacity({ ...household, contractRate: 0.03 })).toEqual({
      qualifyingRate: 0.0525,
      maxMonthlyPayment: 3100,
      maxLoan: 520_205.78,
      maxPrice: 606_036.75,
      limitedBy: 'GDS',
    });
  });

  it('TDS limits a household with other debts', () => {
    // TDS: 4 200 − 400 − 1 000 = 2 800 < GDS 3 100. At 6.5 % (4.5 + 2): 149.29300 per dollar: 2 800 × 149.29300 =
    // 418 020.38. With 50 000 down: at 85 % at most, 333 333.33; in 85–90 % (3.1 %), 50 000 + 418 020.38 / 1.031 =
    // 455 451.38 (89 % borrowed; min. down payment 22 772.57); in 90–95 % (4 %) 451 942.67 is under 90 %: no.
    expect(borrowingCapacity({ ...household, monthlyDebts: 1000, contractRate: 0.045, downPayment: 50_000 })).toEqual({
      qualifyingRate: 0.065,
      maxMonthlyPayment: 2800,
      maxLoan: 418_020.38,
      maxPrice: 455_451.38,
      limitedBy: 'TDS',
    });
  });

  it('counts half of the condominium fees', () => {
    // GDS: 3 500 − (300 + 100 + 400 / 2) = 2 900
    expect(borrowingCapacity({ ...household, monthlyCondoFees: 400, contractRate: 0.03 }).maxMonthlyPayment).toBe(2900);
  });

  it('uses 39 % / 44 % for a strong payment history', () => {
    // GDS: 3 900 − 400 = 3 500; TDS: 4 400 − 400 = 4 000 → GDS; 3 500 × 167.80832 = 587 329.11
    expect(borrowingCapacity({ ...household, contractRate: 0.03, ratios: 'strongCredit' })).toMatchObject({ maxMonthlyPayment: 3500, maxLoan: 587_329.11, limitedBy: 'GDS' });
  });

  it('insures 30 years for a first-time buyer only; otherwise 20 % down bounds the price', () => {
    // 30 years at 5.25 %: 182.24618 per dollar: 3 100 × 182.24618 = 564 963.17; insured at 2.8 %:
    // 100 000 + 564 963.17 / 1.028 = 649 575.06
    expect(borrowingCapacity({ ...household, contractRate: 0.03, amortizationYears: 30, firstTimeBuyer: true })).toMatchObject({ maxLoan: 564_963.17, maxPrice: 649_575.06 });
    // Not insurable over 30 years for this buyer: 100 000 / 20 % = 500 000
    expect(borrowingCapacity({ ...household, contractRate: 0.03, amortizationYears: 30 }).maxPrice).toBe(500_000);
  });

  it('is bounded by the down payment when the income allows more', () => {
    // 20 000 down: at most 5 % of 400 000; the loan (at most 380 000 + 4 % premium) is far under 520 205.78
    expect(borrowingCapacity({ ...household, contractRate: 0.03, downPayment: 20_000 }).maxPrice).toBe(400_000);
  });

  it('leaves no room when the debts exceed the ratios', () => {
    expect(borrowingCapacity({ ...household, monthlyDebts: 5000, contractRate: 0.03 })).toMatchObject({ maxMonthlyPayment: 0, maxLoan: 0, maxPrice: 100_000, limitedBy: 'TDS' });
  });
});

describe('input validation', () => {
  it('throws a RangeError in French on a negative or non-finite amount', () => {
    expect(() => welcomeTax(-1, { montreal: false })).toThrow(new RangeError("La base d'imposition doit être un montant positif."));
    expect(() => welcomeTax(Number.NaN, { montreal: true })).toThrow(RangeError);
    expect(() => minimumDownPayment(Number.POSITIVE_INFINITY)).toThrow(new RangeError('Le prix doit être un montant positif.'));
    expect(() => cmhcPremium({ price: 500_000, downPayment: -1, amortizationYears: 25 })).toThrow(new RangeError('La mise de fonds doit être un montant positif.'));
    expect(() => cashAtClosing({ price: 500_000, downPayment: 25_000, welcomeTax: 0, cmhcQst: 0, notaryFees: -5 })).toThrow(RangeError);
    expect(() => borrowingCapacity({ annualIncome: -1, monthlyDebts: 0, monthlyPropertyTax: 0, monthlyHeating: 0, contractRate: 0.04, amortizationYears: 25, downPayment: 0 })).toThrow(
      new RangeError('Le revenu annuel doit être un montant positif.'),
    );
  });

  it('refuses a down payment above the price, a zero price for a premium, a rate or an amortization out of range', () => {
    expect(() => cmhcPremium({ price: 500_000, downPayment: 500_001, amortizationYears: 25 })).toThrow(new RangeError('La mise de fonds ne peut pas dépasser le prix.'));
    expect(() => cmhcPremium({ price: 0, downPayment: 0, amortizationYears: 25 })).toThrow(RangeError);
    expect(() => cmhcPremium({ price: 500_000, downPayment: 25_000, amortizationYears: 0 })).toThrow(RangeError);
    expect(() => borrowingCapacity({ annualIncome: 1, monthlyDebts: 0, monthlyPropertyTax: 0, monthlyHeating: 0, contractRate: 5.25, amortizationYears: 25, downPayment: 0 })).toThrow(
      RangeError,
    );
  });
});

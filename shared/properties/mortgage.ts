/** Mortgage calculator constants (public-site.md §2, §9). */
export const MORTGAGE_DEFAULTS = { ratePercent: 5.25, amortizationYears: 25, downPaymentPercent: 20 } as const;
export const AMORTIZATION_CHOICES = [15, 20, 25, 30] as const;

/**
 * Monthly payment of a loan: standard amortisation, M = L·r / (1 − (1 + r)^−n) with r the monthly rate;
 * at a zero rate, the financed amount divided by the number of months.
 */
export function monthlyPayment(loan: number, annualRatePercent: number, years: number): number {
  const months = years * 12;
  if (loan <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return loan / months;
  return (loan * r) / (1 - Math.pow(1 + r, -months));
}

/**
 * The one table of the figures the buyer's calculators use (issue 28, item 6): each figure with its value, the
 * date it applies from (null where the official page states none) and the official page it was read on, with the
 * date it was read. docs/quebec-rules.md lists the same rules. When a figure changes, change it here, its date and
 * its source together; the calculators (`./buyer.ts`) read nothing else.
 *
 * Rates are shares (0.015 for 1.5 %), amounts are dollars. The pages were read through stored copies of the
 * official sites on 2026-11-29; a figure no official page gave is not here (see the list at the end of this file).
 */

/** A figure, the date it applies from (ISO, null when the source gives none) and where it was read. */
export interface Sourced<T> {
  readonly value: T;
  readonly appliesFrom: string | null;
  /** The official page, then the date it was read. */
  readonly source: string;
  readonly readOn: string;
}

/** One bracket of a progressive schedule: the share of the base above `from` and up to `to` (null: no upper limit). */
export interface Bracket {
  readonly from: number;
  readonly to: number | null;
  readonly rate: number;
}

const READ_ON = '2026-11-29';

/**
 * The year of the welcome-tax brackets, the only figures indexed every year: the page shows it next to the results.
 * The 2026 brackets were not found in an official source through the tools available: the 2025 ones are used.
 */
export const FIGURES_YEAR = 2025;

// ---------------------------------------------------------------------------------------------------------------
// Welcome tax (« droits sur les mutations immobilières »)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The province's schedule (Loi concernant les droits sur les mutations immobilières, RLRQ c. D-15.1, s. 2, first
 * paragraph): 0.5 % up to the first threshold, 1 % up to the second, 1.5 % above. The thresholds are indexed every
 * municipal fiscal year (the Act's version of 2024-12-16 gives 58 900 $ and 294 600 $ for 2024, indexed by
 * 6.6763 %): https://legisquebec.gouv.qc.ca/fr/version/lc/d-15.1?code=se%3A2&historique=20241216 (read 2026-11-29).
 *
 * The 2025 thresholds, 61 500 $ and 307 800 $, are those of the Ville de Montréal's 2025 table
 * (https://montreal.ca/en/articles/how-property-transfer-duties-are-calculated-9279, read 2026-11-29): under s. 2 a
 * municipality may only change the rate above 500 000 $, so the two first thresholds of any municipality's table
 * are the province's. A municipality may, by by-law, set a rate above 1.5 % (at most 3 %, Montréal excepted) for
 * the part of the base above 500 000 $: this schedule is the province's, the minimum a buyer outside Montréal pays.
 */
export const WELCOME_TAX_QUEBEC: Sourced<readonly Bracket[]> = {
  value: [
    { from: 0, to: 61_500, rate: 0.005 },
    { from: 61_500, to: 307_800, rate: 0.01 },
    { from: 307_800, to: null, rate: 0.015 },
  ],
  appliesFrom: '2025-01-01',
  source: 'https://legisquebec.gouv.qc.ca/fr/version/lc/d-15.1?code=se%3A2&historique=20241216',
  readOn: READ_ON,
};

/**
 * The part of the base above which a municipality may, by by-law, set a higher rate than the province's (s. 2 of
 * the Act, same page as above): up to this amount the province's schedule is what every buyer pays; above it, the
 * least.
 */
export const MUNICIPAL_RATES_ABOVE: Sourced<number> = {
  value: 500_000,
  appliesFrom: null,
  source: 'https://legisquebec.gouv.qc.ca/fr/version/lc/d-15.1?code=se%3A2&historique=20241216',
  readOn: READ_ON,
};

/**
 * The Ville de Montréal's schedule (its by-law, under s. 2 third paragraph of the Act), « In Montréal, the value
 * brackets from January 1, 2025 »: https://montreal.ca/en/articles/how-property-transfer-duties-are-calculated-9279
 * (same page in French: https://montreal.ca/articles/comment-sont-calcules-les-droits-sur-les-mutations-immobilieres-9279),
 * read 2026-11-29. The stored copy of the page stops after « $2,136,500 »: the rate(s) above 2 136 500 $ were not
 * read on an official page, so the schedule ends there and the calculator refuses a higher base for Montréal.
 */
export const WELCOME_TAX_MONTREAL: Sourced<readonly Bracket[]> = {
  value: [
    { from: 0, to: 61_500, rate: 0.005 },
    { from: 61_500, to: 307_800, rate: 0.01 },
    { from: 307_800, to: 552_300, rate: 0.015 },
    { from: 552_300, to: 1_104_700, rate: 0.02 },
    { from: 1_104_700, to: 2_136_500, rate: 0.025 },
  ],
  appliesFrom: '2025-01-01',
  source: 'https://montreal.ca/en/articles/how-property-transfer-duties-are-calculated-9279',
  readOn: READ_ON,
};

// ---------------------------------------------------------------------------------------------------------------
// Mortgage loan insurance (CMHC) and the minimum down payment
// ---------------------------------------------------------------------------------------------------------------

/** One band of CMHC's premium schedule: the premium, a share of the loan, for a loan-to-value ratio up to `maxLtv`. */
export interface PremiumBand {
  readonly maxLtv: number;
  readonly rate: number;
}

/**
 * CMHC's premium schedule for homeowner loans (owner-occupied, 1–4 units), « Premium on Total Loan Amount », by
 * loan-to-value ratio (the loan before the premium over the purchase price), traditional down payment:
 * https://www.cmhc-schl.gc.ca/en/hoficlincl/moloin/hopr/hopr_007.cfm and the same standard premiums on
 * https://cmhc-schl.gc.ca/en/professionals/industry-innovation-and-leadership/industry-expertise/resources-for-mortgage-professionals/mortgage-loan-insurance-and-premiums
 * (read 2026-11-29; neither states the date the rates apply from). Bands are « up to and including » their ratio.
 * The same page gives 4.50 % for 90.01–95 % with a non-traditional down payment: the calculator assumes a
 * traditional one (savings, a gift, the sale of a property).
 */
export const CMHC_PREMIUMS: Sourced<readonly PremiumBand[]> = {
  value: [
    { maxLtv: 0.65, rate: 0.006 },
    { maxLtv: 0.75, rate: 0.017 },
    { maxLtv: 0.8, rate: 0.024 },
    { maxLtv: 0.85, rate: 0.028 },
    { maxLtv: 0.9, rate: 0.031 },
    { maxLtv: 0.95, rate: 0.04 },
  ],
  appliesFrom: null,
  source: 'https://www.cmhc-schl.gc.ca/en/hoficlincl/moloin/hopr/hopr_007.cfm',
  readOn: READ_ON,
};

/**
 * Mortgage loan insurance is « typically required by lenders when homebuyers make a down payment of less than 20 %
 * of the purchase price »: a loan-to-value ratio above 80 % is insured, one at or under it is not (no premium).
 * https://cmhc-schl.gc.ca/en/professionals/industry-innovation-and-leadership/industry-expertise/resources-for-mortgage-professionals/mortgage-loan-insurance-and-premiums
 * (read 2026-11-29).
 */
export const INSURANCE_REQUIRED_ABOVE_LTV: Sourced<number> = {
  value: 0.8,
  appliesFrom: null,
  source:
    'https://cmhc-schl.gc.ca/en/professionals/industry-innovation-and-leadership/industry-expertise/resources-for-mortgage-professionals/mortgage-loan-insurance-and-premiums',
  readOn: READ_ON,
};

/**
 * Insurance is available « only for properties with a purchase price or as-improved/renovated value below
 * $1,500,000 » (CMHC, page above, read 2026-11-29); the Department of Finance raised the cap from 1 M$ to 1.5 M$ on
 * 2024-12-15: https://canada.ca/en/department-finance/news/2024/09/government-announces-mortgage-reform-details-to-ensure-canadians-can-access-lower-monthly-mortgage-payments-by-december-15.html
 * (read 2026-11-29). A price of 1 500 000 $ or more is not insurable: the down payment is then 20 % at least.
 */
export const INSURABLE_PRICE_BELOW: Sourced<number> = {
  value: 1_500_000,
  appliesFrom: '2024-12-15',
  source:
    'https://canada.ca/en/department-finance/news/2024/09/government-announces-mortgage-reform-details-to-ensure-canadians-can-access-lower-monthly-mortgage-payments-by-december-15.html',
  readOn: READ_ON,
};

/**
 * The minimum down payment of an insured purchase: « For a purchase price of $500,000 or less, the minimum down
 * payment is 5 %. When the purchase price is above $500,000, the minimum down payment is 5 % for the first
 * $500,000 and 10 % for the remaining portion » (CMHC, page above, read 2026-11-29). At the insurable maximum or
 * above, 20 % (no insurance: the threshold of `INSURANCE_REQUIRED_ABOVE_LTV`).
 */
export const MINIMUM_DOWN_PAYMENT: Sourced<{ readonly firstPortion: number; readonly firstRate: number; readonly remainderRate: number; readonly uninsuredRate: number }> = {
  value: { firstPortion: 500_000, firstRate: 0.05, remainderRate: 0.1, uninsuredRate: 0.2 },
  appliesFrom: '2024-12-15',
  source:
    'https://cmhc-schl.gc.ca/en/professionals/industry-innovation-and-leadership/industry-expertise/resources-for-mortgage-professionals/mortgage-loan-insurance-and-premiums',
  readOn: READ_ON,
};

/**
 * Amortization of an insured mortgage: since 2024-12-15 the Department of Finance allows 30 years to « all
 * first-time homebuyers and to all buyers of new builds » (release above, read 2026-11-29). The 25 years of the
 * other buyers is what the release extends (« expanding eligibility for 30 year mortgage amortizations »): it is
 * inferred from it, not stated there. CMHC's premium surcharge for more than 25 years was not read on an official
 * page: it is not here, and a premium for a longer amortization says it leaves it out.
 */
export const INSURED_AMORTIZATION_YEARS: Sourced<{ readonly standard: number; readonly firstTimeBuyerOrNewBuild: number }> = {
  value: { standard: 25, firstTimeBuyerOrNewBuild: 30 },
  appliesFrom: '2024-12-15',
  source:
    'https://canada.ca/en/department-finance/news/2024/09/government-announces-mortgage-reform-details-to-ensure-canadians-can-access-lower-monthly-mortgage-payments-by-december-15.html',
  readOn: READ_ON,
};

/**
 * Québec's tax on insurance premiums, 9 % (Revenu Québec: « The rate of the tax on insurance premiums is 9% »; GST
 * and QST do not apply to insurance premiums): https://www.revenuquebec.ca/en/citizens/consumption-taxes/taxable-zero-rated-or-tax-exempt-goods-and-services/tax-on-insurance-premiums/
 * (read 2026-11-29); Act respecting the Québec sales tax, s. 512. CMHC: « Some provinces (currently Manitoba,
 * Ontario, Quebec and Saskatchewan) apply provincial sales tax to the mortgage loan insurance premium. The sales
 * tax can't be added to the loan amount » (hopr_007 page above): it is paid in cash at closing.
 * A rise of this rate from 2027-01-01 was reported by the press (Québec budget 2025-2026) but not read on an
 * official page: check it before 2027.
 */
export const INSURANCE_PREMIUM_TAX: Sourced<number> = {
  value: 0.09,
  appliesFrom: null,
  source: 'https://www.revenuquebec.ca/en/citizens/consumption-taxes/taxable-zero-rated-or-tax-exempt-goods-and-services/tax-on-insurance-premiums/',
  readOn: READ_ON,
};

// ---------------------------------------------------------------------------------------------------------------
// Borrowing capacity
// ---------------------------------------------------------------------------------------------------------------

/**
 * CMHC's debt service ratios. GDS = (principal + interest + property tax + heating + 50 % of condominium fees) /
 * gross income; TDS adds the other debt obligations. « CMHC normally restricts debt service ratios to 35 % (GDS)
 * and 42 % (TDS) »: https://www.cmhc-schl.gc.ca/en/finance-and-investing/mortgage-loan-insurance/calculating-gds-tds
 * (read 2026-11-29). Since 2021-07-05, « CMHC will consider a GDS ratio up to 39 % and TDS ratio up to 44 % for
 * borrowers who have a strong history of managing their payment obligations »:
 * https://cmhc-schl.gc.ca/fr/media-newsroom/notices/2021/cmhc-reviews-underwriting-criteria (read 2026-11-29).
 */
export const DEBT_SERVICE_LIMITS: Sourced<{
  readonly standard: { readonly gds: number; readonly tds: number };
  readonly strongCredit: { readonly gds: number; readonly tds: number };
  readonly condoFeesShare: number;
}> = {
  value: { standard: { gds: 0.35, tds: 0.42 }, strongCredit: { gds: 0.39, tds: 0.44 }, condoFeesShare: 0.5 },
  appliesFrom: '2021-07-05',
  source: 'https://www.cmhc-schl.gc.ca/en/finance-and-investing/mortgage-loan-insurance/calculating-gds-tds',
  readOn: READ_ON,
};

/**
 * The minimum qualifying rate (the stress test): the greater of the contract rate plus 2 points and 5.25 %. For
 * uninsured mortgages OSFI sets it (Guideline B-20): https://osfi-bsif.gc.ca/en/supervision/financial-institutions/banks/minimum-qualifying-rate-uninsured-mortgages
 * (« Current rate: The greater of the mortgage contract rate plus 2% or 5.25% », read 2026-11-29); for insured ones
 * the Minister of Finance keeps the same rule in force since June 2021:
 * https://deputypm.canada.ca/en/news/statements/2022/12/15/statement-deputy-prime-minister-minister-finance-canadian-housing (read 2026-11-29).
 */
export const MINIMUM_QUALIFYING_RATE: Sourced<{ readonly buffer: number; readonly floor: number }> = {
  value: { buffer: 0.02, floor: 0.0525 },
  appliesFrom: '2021-06-01',
  source: 'https://osfi-bsif.gc.ca/en/supervision/financial-institutions/banks/minimum-qualifying-rate-uninsured-mortgages',
  readOn: READ_ON,
};

/**
 * Not a sourced figure but the convention of Canadian fixed-rate mortgages the calculators follow: interest
 * compounded semi-annually, not in advance, so the monthly rate is (1 + r/2)^(1/6) − 1.
 */
export const COMPOUNDING_PERIODS_PER_YEAR = 2;

/*
 * Not sourced, so not here (no official page gave them through the tools available on 2026-11-29):
 * - the 2026 welcome-tax thresholds (province and Montréal): the 2025 ones above are used;
 * - Montréal's rate(s) above 2 136 500 $ (2025);
 * - CMHC's premium surcharge for an amortization over 25 years;
 * - the tax on insurance premiums from 2027-01-01 (reported at 9.975 % by the press only).
 */

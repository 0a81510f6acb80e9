/** fr-CA formatting shared by the API, the web and the tests. */

/**
 * Built on first use, then kept. An Intl constructor costs milliseconds (the first one with a time zone
 * loads its data: ~10 ms here, 40 on a phone), too much to pay while the app's modules are evaluated.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * A number as Intl.NumberFormat('fr-CA', { maximumFractionDigits }) writes it: groups of three digits
 * separated by a no-break space, a decimal comma, no trailing zeros, rounded half away from zero on the
 * number's shortest decimal form (as Intl does: 0.15 → "0,2"). Written out because building that
 * formatter took ~20 ms of a phone's main thread during a page's first render (Lighthouse's TBT); a unit
 * test compares both on thousands of values.
 */
function frCaNumber(value: number, maximumFractionDigits: number): string {
  const shortest = String(Math.abs(value));
  let [whole = '0', fraction = ''] = (shortest.includes('e') ? Math.abs(value).toFixed(maximumFractionDigits) : shortest).split('.');
  if (fraction.length > maximumFractionDigits) {
    const kept = BigInt(whole + fraction.slice(0, maximumFractionDigits)) + (fraction[maximumFractionDigits]! >= '5' ? 1n : 0n);
    const digits = kept.toString().padStart(maximumFractionDigits + 1, '0');
    whole = digits.slice(0, digits.length - maximumFractionDigits);
    fraction = digits.slice(digits.length - maximumFractionDigits);
  }
  const decimals = fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE)}${decimals ? `,${decimals}` : ''}`;
}

/** 485000 → "485 000 $" (CAD, no decimals). */
export const formatPrice = (amount: number) => `${frCaNumber(amount, 0)}${NO_BREAK_SPACE}$`;
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** 2026-11-23 (a day in Quebec) → "23 novembre 2026", as Intl writes it in fr-CA; '' for anything else. */
export function formatDay(isoDay: string | undefined) {
  const [year, month, day] = isoDay?.split('-').map(Number) ?? [];
  return year && month && day ? `${day} ${MONTHS[month - 1]} ${year}` : '';
}

/** A listing's price: a rent is monthly (« 2 150 $/mois »). */
export const formatListingPrice = (amount: number, transactionType?: 'sale' | 'rent') => (transactionType === 'rent' ? `${formatPrice(amount)}/mois` : formatPrice(amount));
/** 10247 → "10 247". */
export const formatNumber = (value: number) => frCaNumber(value, 0);
/** Home cards: 1 080 pi² → "1,1k", 950 → "950" (thousands with a 'k' suffix). */
export const formatAreaK = (sqft: number) => (sqft >= 1000 ? `${frCaNumber(sqft / 1000, 1)}k` : frCaNumber(sqft, 0));
/** 1.5 → "1,5", 2 → "2" (at most one decimal unless told otherwise). */
export const formatDecimal = (value: number, maximumFractionDigits = 1) => frCaNumber(value, maximumFractionDigits);
/** 0.205 → "20,5 %" (at most one decimal). Scaled on its decimal form: 0.1425 × 100 is 14.249999… in binary. */
export const formatPercent = (share: number) =>
  `${frCaNumber(String(share).includes('e') ? share * 100 : Number(`${share}e2`), 1)}${NO_BREAK_SPACE}%`;

/** fr-CA formatting shared by the API, the web and the tests. */

/**
 * Built on first use, then kept. An Intl constructor costs milliseconds (the first one with a time zone
 * loads its data: ~10 ms here, 40 on a phone), too much to pay while the app's modules are evaluated.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const cad = lazily(() => new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 }));
const integer = lazily(() => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 }));
const oneDecimal = lazily(() => new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }));

/** 485000 → "485 000 $" (CAD, no decimals). */
export const formatPrice = (amount: number) => cad().format(amount);
/** 10247 → "10 247". */
export const formatNumber = (value: number) => integer().format(value);
/** Home cards: 1 080 pi² → "1,1k", 950 → "950" (thousands with a 'k' suffix). */
export const formatAreaK = (sqft: number) => (sqft >= 1000 ? `${oneDecimal().format(sqft / 1000)}k` : integer().format(sqft));
/** 1.5 → "1,5", 2 → "2" (at most one decimal). */
export const formatDecimal = (value: number) => oneDecimal().format(value);

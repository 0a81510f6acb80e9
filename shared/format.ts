/** fr-CA formatting shared by the API, the web and the tests. Built once: Intl constructors are costly. */
const cad = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const integer = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });

/** 485000 → "485 000 $" (CAD, no decimals). */
export const formatPrice = (amount: number) => cad.format(amount);
/** 10247 → "10 247". */
export const formatNumber = (value: number) => integer.format(value);
/** Home cards: 1 080 pi² → "1,1k", 950 → "950" (thousands with a 'k' suffix). */
export const formatAreaK = (sqft: number) => (sqft >= 1000 ? `${oneDecimal.format(sqft / 1000)}k` : integer.format(sqft));

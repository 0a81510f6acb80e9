// Formatters are built once: Intl constructors are costly and these run for every card and price.
const currencyFormatter = new Intl.NumberFormat('fr-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const numberFormatter = new Intl.NumberFormat('fr-CA');

/** 485000 → "485 000 $" (CAD, fr-CA, no decimals). */
export function formatPrice(amount: number): string {
  return currencyFormatter.format(amount);
}

/** 10247 → "10 247". */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

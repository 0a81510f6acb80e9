// Zod-free on purpose: the public pages import this and must not pull the validation library.
/** Hero budget options (public-site.md §3 "Search criteria"): value → price range. */
export const BUDGET_RANGES = {
  '0-300000': { minPrice: 0, maxPrice: 300_000, label: 'Moins de 300K' },
  '300000-500000': { minPrice: 300_000, maxPrice: 500_000, label: '300K - 500K' },
  '500000-750000': { minPrice: 500_000, maxPrice: 750_000, label: '500K - 750K' },
  '750000-1000000': { minPrice: 750_000, maxPrice: 1_000_000, label: '750K - 1M' },
  '1000000+': { minPrice: 1_000_000, maxPrice: undefined, label: '1M+' },
} as const;
export type BudgetRange = keyof typeof BUDGET_RANGES;

/** The monthly rents the list offers when it shows rentals (a sale's ranges mean nothing there). */
export const RENT_BUDGET_RANGES = {
  'loyer-0-1500': { minPrice: 0, maxPrice: 1_500, label: 'Moins de 1 500 $ par mois' },
  'loyer-1500-2000': { minPrice: 1_500, maxPrice: 2_000, label: '1 500 $ - 2 000 $ par mois' },
  'loyer-2000-3000': { minPrice: 2_000, maxPrice: 3_000, label: '2 000 $ - 3 000 $ par mois' },
  'loyer-3000+': { minPrice: 3_000, maxPrice: undefined, label: '3 000 $ et plus par mois' },
} as const;
export type RentBudgetRange = keyof typeof RENT_BUDGET_RANGES;

/** The budget ranges of a transaction. */
export const budgetRangesOf = (transaction: 'sale' | 'rent' | undefined): Record<string, { minPrice: number; maxPrice: number | undefined; label: string }> =>
  transaction === 'rent' ? RENT_BUDGET_RANGES : BUDGET_RANGES;

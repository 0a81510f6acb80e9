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

/** Spec constants (public-site.md §4, §9). */
export const SQFT_PER_M2 = 10.764;
const DAY_MS = 86_400_000;

type Scored = {
  price: number;
  rating?: number;
  propertyType: string;
  description?: string;
  createdAt: string;
  bedrooms?: number;
  bathrooms?: number;
  areaSqft?: number;
  surfaceArea?: number;
};

export type Badge = 'EXCLUSIF' | 'COUP DE CŒUR' | 'TECH IA' | 'NOUVEAU' | 'RECOMMANDÉ IA';

/** m² → pi² (× 10.764), rounded. */
export const squareMetresToFeet = (m2: number) => Math.round(m2 * SQFT_PER_M2);

/** The property's area in square feet: stored pi², else the m² surface converted, else 0. */
export function areaInSqft(p: Pick<Scored, 'areaSqft' | 'surfaceArea'>): number {
  if (p.areaSqft && p.areaSqft > 0) return p.areaSqft;
  if (p.surfaceArea && p.surfaceArea > 0) return squareMetresToFeet(p.surfaceArea);
  return 0;
}

/** Card badge, first match wins. */
export function cardBadge(p: Scored, now = new Date()): Badge {
  if (p.price > 3_000_000) return 'EXCLUSIF';
  if ((p.rating ?? 0) > 4) return 'COUP DE CŒUR';
  if (p.propertyType.toLowerCase().includes('smart') || (p.description ?? '').toLowerCase().includes('technologie')) return 'TECH IA';
  if (now.getTime() - new Date(p.createdAt).getTime() <= 30 * DAY_MS) return 'NOUVEAU';
  return 'RECOMMANDÉ IA';
}

/** aiScore: base 70 plus the spec's bonuses, capped at 98. */
export function aiScore(p: Scored): number {
  let score = 70;
  if (areaInSqft(p) > 2000) score += 5;
  if ((p.bedrooms ?? 0) >= 3) score += 3;
  if ((p.bathrooms ?? 0) >= 2) score += 3;
  if ((p.rating ?? 0) > 4) score += 10;
  if (p.price > 2_000_000) score += 5;
  if ((p.description ?? '').length > 200) score += 4;
  return Math.min(score, 98);
}

/** Price per square foot, rounded; 0 without an area. */
export function pricePerSqft(price: number, sqft: number): number {
  return sqft > 0 ? Math.round(price / sqft) : 0;
}

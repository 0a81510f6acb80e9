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

/** The first 19xx/20xx year in the description, else the current year minus 5. */
export function yearBuilt(description: string | undefined, now = new Date()): number {
  const match = /\b(19\d{2}|20\d{2})\b/.exec(description ?? '');
  return match ? Number(match[1]) : now.getFullYear() - 5;
}

/** A number right before 'place', 'stationnement' or 'garage' in the description, else 1. */
export function parkingSpaces(description: string | undefined): number {
  const match = /(\d+)\s*(?:places?|stationnements?|garages?)\b/i.exec(description ?? '');
  return match ? Number(match[1]) : 1;
}

/** Price per square foot, rounded; 0 without an area. */
export function pricePerSqft(price: number, sqft: number): number {
  return sqft > 0 ? Math.round(price / sqft) : 0;
}

const TYPE_FEATURES: Record<string, string[]> = {
  penthouse: ['Terrasse sur le toit', 'Vue panoramique', 'Ascenseur privé'],
  villa: ['Piscine creusée', 'Grand terrain paysager', 'Cuisine extérieure'],
  condo: ['Gym dans l’immeuble', 'Concierge', 'Stationnement intérieur'],
  loft: ['Plafonds de plus de 12 pieds', 'Murs de briques', 'Grandes fenêtres industrielles'],
};
const DEFAULT_FEATURES = ['Cour arrière', 'Rangement abondant', 'Quartier familial'];

/** Derived feature list (public-site.md §9 "Property derivations"). */
export function derivedFeatures(p: Scored): string[] {
  const features: string[] = [];
  if (areaInSqft(p) > 2000) features.push('Espace de vie généreux');
  if ((p.bedrooms ?? 0) >= 3) features.push('Idéal pour une famille');
  if ((p.bathrooms ?? 0) >= 2) features.push('Plusieurs salles de bains');
  features.push(...(TYPE_FEATURES[p.propertyType] ?? DEFAULT_FEATURES));
  if (p.price > 2_000_000) features.push('Finitions prestigieuses', 'Domotique intégrée');
  else if (p.price > 1_000_000) features.push('Finitions haut de gamme');
  return features;
}

/** The fixed amenities grid of the detail page. */
export const AMENITIES = ['Climatisation', 'Chauffage', 'Internet haute vitesse', 'Laveuse-sécheuse', 'Lave-vaisselle', 'Sécurité'] as const;

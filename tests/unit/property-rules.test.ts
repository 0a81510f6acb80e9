import { describe, expect, it } from 'vitest';
import { formatAreaK, formatNumber, formatPrice } from '../../shared/format.js';
import { foldForSearch } from '../../shared/text.js';
import { statusLabel, typeLabel } from '../../shared/properties/labels.js';
import { monthlyPayment } from '../../shared/properties/mortgage.js';
import { FEATURE_MAX_LENGTH, MAX_FEATURES, propertyInputSchema, YEAR_BUILT_MIN, yearBuiltMax } from '../../shared/properties/schema.js';
import {
  aiScore,
  areaInSqft,
  cardBadge,
  pricePerSqft,
  squareMetresToFeet,
} from '../../shared/properties/rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const old = new Date(now.getTime() - 31 * 86_400_000).toISOString();
const base = { price: 500_000, rating: 4, propertyType: 'maison', description: 'Belle maison', createdAt: old };
const nbsp = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('cardBadge (first match wins)', () => {
  it('EXCLUSIF above 3 000 000 only', () => {
    expect(cardBadge({ ...base, price: 3_000_001, rating: 5 }, now)).toBe('EXCLUSIF');
    expect(cardBadge({ ...base, price: 3_000_000 }, now)).toBe('RECOMMANDÉ IA');
  });
  it('COUP DE CŒUR above rating 4 only', () => {
    expect(cardBadge({ ...base, rating: 4.1, description: 'technologie' }, now)).toBe('COUP DE CŒUR');
    expect(cardBadge({ ...base, rating: 4 }, now)).toBe('RECOMMANDÉ IA');
  });
  it("TECH IA for a 'smart' type or 'technologie' in the description", () => {
    expect(cardBadge({ ...base, propertyType: 'smart_home' }, now)).toBe('TECH IA');
    expect(cardBadge({ ...base, description: 'Toute la Technologie moderne' }, now)).toBe('TECH IA');
  });
  it('NOUVEAU within 30 days', () => {
    expect(cardBadge({ ...base, createdAt: new Date(now.getTime() - 30 * 86_400_000).toISOString() }, now)).toBe('NOUVEAU');
    expect(cardBadge({ ...base, createdAt: old }, now)).toBe('RECOMMANDÉ IA');
  });
});

describe('aiScore', () => {
  it('is 70 with no bonus', () => {
    expect(aiScore({ ...base, areaSqft: 2000, bedrooms: 2, bathrooms: 1, rating: 4, price: 2_000_000, description: 'x'.repeat(200) })).toBe(70);
  });
  it('adds each bonus just past its threshold and caps at 98', () => {
    expect(aiScore({ ...base, areaSqft: 2001, bedrooms: 0, bathrooms: 0 })).toBe(75);
    expect(aiScore({ ...base, bedrooms: 3 })).toBe(73);
    expect(aiScore({ ...base, bathrooms: 2 })).toBe(73);
    expect(aiScore({ ...base, rating: 4.01 })).toBe(80);
    expect(aiScore({ ...base, price: 2_000_001 })).toBe(75);
    expect(aiScore({ ...base, description: 'x'.repeat(201) })).toBe(74);
    expect(aiScore({ ...base, areaSqft: 5000, bedrooms: 5, bathrooms: 3, rating: 5, price: 4_000_000, description: 'x'.repeat(300) })).toBe(98);
  });
});

describe('derivations', () => {
  it('pricePerSqft rounds, 0 without area', () => {
    expect(pricePerSqft(650_000, 1_080)).toBe(602);
    expect(pricePerSqft(650_000, 0)).toBe(0);
  });
  it('converts m² to pi² with 10.764', () => {
    expect(squareMetresToFeet(100)).toBe(1076);
    expect(areaInSqft({ surfaceArea: 100 })).toBe(1076);
    expect(areaInSqft({ areaSqft: 900, surfaceArea: 100 })).toBe(900);
    expect(areaInSqft({})).toBe(0);
  });
});

describe('facts a listing states (issue 26: only known facts)', () => {
  const input = { title: 'Condo', price: 400_000, location: 'Lévis', propertyType: 'condo', status: 'disponible', agents: [{ agentId: 'a', isPrimary: true }] };
  const message = (value: Record<string, unknown>) => {
    const result = propertyInputSchema.safeParse({ ...input, ...value });
    return result.success ? undefined : result.error.issues[0]!.message;
  };
  it('takes a build year, parking, features and ticked amenities, and leaves out what is not given', () => {
    const parsed = propertyInputSchema.parse({ ...input, yearBuilt: 1898, parkingSpaces: 0, features: ['  Foyer au bois '], amenities: ['Climatisation', 'Sécurité'] });
    expect(parsed).toMatchObject({ yearBuilt: 1898, parkingSpaces: 0, features: ['Foyer au bois'], amenities: ['Climatisation', 'Sécurité'] });
    const bare = propertyInputSchema.parse(input);
    for (const fact of ['yearBuilt', 'parkingSpaces', 'features', 'amenities']) expect(bare).not.toHaveProperty(fact);
  });
  it('refuses, in French, a year out of this world, an unknown or repeated amenity and an empty or long feature', () => {
    expect(message({ yearBuilt: 1599 })).toBe(`L'année de construction doit être au moins ${YEAR_BUILT_MIN}.`);
    expect(message({ yearBuilt: yearBuiltMax() + 1 })).toMatch(/^L'année de construction doit être au plus /);
    expect(message({ yearBuilt: 1990.5 })).toBe("L'année de construction doit être un nombre entier.");
    expect(message({ amenities: ['Piscine'] })).toBe('Commodité inconnue.');
    expect(message({ amenities: ['Chauffage', 'Chauffage'] })).toBe('Une commodité est cochée deux fois.');
    expect(message({ features: ['  '] })).toBe('Une caractéristique ne peut être vide.');
    expect(message({ features: ['x'.repeat(FEATURE_MAX_LENGTH + 1)] })).toBe(`Le texte d'une caractéristique est trop long (${FEATURE_MAX_LENGTH} caractères au plus).`);
    expect(message({ features: Array.from({ length: MAX_FEATURES + 1 }, (_, i) => `c${i}`) })).toBe(`${MAX_FEATURES} caractéristiques au plus.`);
  });
});

describe('labels and formats', () => {
  it('labels statuses with the Disponible fallback and types in French', () => {
    expect(statusLabel('offre_acceptee')).toBe('Offre Acceptée');
    expect(statusLabel('inconnu')).toBe('Disponible');
    expect(typeLabel('maison_de_ville')).toBe('Maison de ville');
  });
  it('folds accents and case for search', () => {
    expect(foldForSearch('  Montréal ')).toBe('montreal');
    expect(foldForSearch('ÎLE-BIZARD Église')).toBe('ile-bizard eglise');
  });
  it('formats CAD in fr-CA without decimals, and the k area', () => {
    expect(nbsp(formatPrice(1_250_000.6))).toBe('1 250 001 $');
    expect(nbsp(formatNumber(10247))).toBe('10 247');
    expect(formatAreaK(1080)).toBe('1,1k');
    expect(formatAreaK(950)).toBe('950');
  });
});

describe('monthlyPayment', () => {
  it('matches the amortisation formula', () => {
    // 400 000 $ at 5.25 % over 25 years: r = 0.004375, n = 300.
    const r = 0.0525 / 12;
    const expected = (400_000 * r) / (1 - (1 + r) ** -300);
    expect(monthlyPayment(400_000, 5.25, 25)).toBeCloseTo(expected, 8);
    expect(Math.round(monthlyPayment(400_000, 5.25, 25))).toBe(2397);
  });
  it('divides by the months at 0 %', () => {
    expect(monthlyPayment(360_000, 0, 30)).toBe(1000);
  });
  it('is 0 with nothing to finance', () => {
    expect(monthlyPayment(0, 5, 25)).toBe(0);
  });
});

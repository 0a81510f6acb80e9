import { describe, expect, it } from 'vitest';
import { claimSourceLine } from '../../shared/settings/claims.js';
import { siteClaimsSchema } from '../../shared/settings/schema.js';

const figure = { value: '98,2 %', label: 'du prix demandé obtenu', source: 'Registres de l’agence', asOf: '2026-09-30' };
const issues = (input: unknown) => {
  const result = siteClaimsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the brokerage’s claims', () => {
  it('keeps a figure with its source and date, an empty detail by default', () => {
    expect(siteClaimsSchema.parse({ sellerFigures: [figure], sellerGuarantees: [], marketFigures: [] }).sellerFigures).toEqual([{ ...figure, detail: '' }]);
  });

  it('refuses a figure without its source or date, and too many, in French', () => {
    expect(issues({ sellerFigures: [{ ...figure, source: ' ' }], sellerGuarantees: [], marketFigures: [] })).toEqual(['sellerFigures.0.source: Indiquez la source de ce chiffre.']);
    expect(issues({ sellerFigures: [], sellerGuarantees: [], marketFigures: [{ ...figure, asOf: '30/09/2026' }] })).toEqual(['marketFigures.0.asOf: Indiquez la date de ce chiffre (AAAA-MM-JJ).']);
    expect(issues({ sellerFigures: Array(9).fill(figure), sellerGuarantees: [], marketFigures: [] })).toEqual(['sellerFigures: 8 chiffres au plus.']);
    expect(issues({ sellerFigures: [], sellerGuarantees: [{ title: 'Vendu en 30 jours', text: '' }], marketFigures: [] })).toEqual(['sellerGuarantees.0.text: Précisez la garantie.']);
  });

  it('says where a figure comes from and as of when, in small print', () => {
    expect(claimSourceLine(figure)).toBe('Source : Registres de l’agence, données au 30 septembre 2026.');
  });
});

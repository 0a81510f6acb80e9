import { describe, expect, it } from 'vitest';
import { budgetLabel, leadDateLabel, leadTypeLabel, statusLabel } from '../../web/src/features/admin-leads/lib/format.js';

describe('lead card formatting', () => {
  it("shows 'vendeur' as Vendeur and anything else as Acheteur", () => {
    expect(leadTypeLabel('vendeur')).toBe('Vendeur');
    expect(leadTypeLabel('acheteur')).toBe('Acheteur');
    expect(leadTypeLabel('locataire')).toBe('Acheteur');
  });

  it("shows the budget in CAD fr-CA, 'Non spécifié' when empty", () => {
    expect(budgetLabel(650_000).replace(/\s/g, ' ')).toBe('650 000 $');
    expect(budgetLabel(0).replace(/\s/g, ' ')).toBe('0 $');
    expect(budgetLabel(null)).toBe('Non spécifié');
  });

  it('names the statuses in French, and shows an unknown one as stored', () => {
    expect(['new', 'contacted', 'qualified', 'won', 'lost'].map(statusLabel)).toEqual(['Nouveau', 'Contacté', 'Qualifié', 'Gagné', 'Perdu']);
    expect(statusLabel('constructor')).toBe('constructor');
  });

  it('dates a lead on the Quebec clock', () => {
    expect(leadDateLabel('2026-11-24T03:15:00.000Z').replace(/\s/g, ' ')).toBe('23 novembre 2026 à 22 h 15');
  });
});

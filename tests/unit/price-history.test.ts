import { describe, expect, it } from 'vitest';
import { withCurrentDrop, withPriceHistory } from '../../shared/properties/price-history.js';
import { propertySchema } from '../../shared/properties/schema.js';

const listed = propertySchema.parse({
  id: 'p1', title: 'Condo', price: 500_000, location: 'Laval', propertyType: 'condo', createdAt: '2026-01-10T12:00:00.000Z', updatedAt: '2026-01-10T12:00:00.000Z',
});
const at = (day: string, price: number, from = listed) => withPriceHistory(from, { ...from, price, updatedAt: `${day}T12:00:00.000Z` });

describe('price history', () => {
  it('starts with the price the listing was created at', () => {
    expect(withPriceHistory(null, listed).priceHistory).toEqual([{ at: listed.createdAt, price: 500_000 }]);
  });

  it('adds a dated price at each change, none when the price stays, and remembers the last drop', () => {
    const first = withPriceHistory(null, listed);
    const lower = at('2026-02-01', 480_000, first);
    expect(lower.priceHistory).toEqual([
      { at: listed.createdAt, price: 500_000 },
      { at: '2026-02-01T12:00:00.000Z', price: 480_000 },
    ]);
    expect(lower.priceDrop).toEqual({ from: 500_000, at: '2026-02-01T12:00:00.000Z' });
    expect(withPriceHistory(lower, { ...lower, title: 'Autre titre', updatedAt: '2026-02-03T00:00:00.000Z' }).priceHistory).toEqual(lower.priceHistory);
    // A raise ends the drop.
    const higher = at('2026-03-01', 490_000, lower);
    expect(higher.priceHistory.map((p) => p.price)).toEqual([500_000, 480_000, 490_000]);
    expect(higher.priceDrop).toBeUndefined();
  });

  it('gives a listing saved before histories existed its first price at its creation', () => {
    const older = { ...listed, priceHistory: [] };
    expect(at('2026-02-01', 450_000, older).priceHistory).toEqual([
      { at: listed.createdAt, price: 500_000 },
      { at: '2026-02-01T12:00:00.000Z', price: 450_000 },
    ]);
  });

  it('keeps the first price and the latest changes when the list is long', () => {
    let p = withPriceHistory(null, listed);
    for (let i = 1; i <= 40; i++) p = at(`2026-03-${String((i % 28) + 1).padStart(2, '0')}`, 500_000 - i * 1_000, p);
    expect(p.priceHistory).toHaveLength(24);
    expect(p.priceHistory[0]).toEqual({ at: listed.createdAt, price: 500_000 });
    expect(p.priceHistory.at(-1)!.price).toBe(460_000);
  });

  it('starts a new history when a sale becomes a rental: a rent is no lower price', () => {
    const lower = at('2026-02-01', 480_000, withPriceHistory(null, listed));
    const rented = withPriceHistory(lower, { ...lower, transactionType: 'rent', price: 2_150, updatedAt: '2026-03-01T12:00:00.000Z' });
    expect(rented.priceHistory).toEqual([{ at: '2026-03-01T12:00:00.000Z', price: 2_150 }]);
    expect(rented.priceDrop).toBeUndefined();
  });

  it('shows « Prix réduit » for 14 days after the drop, not after', () => {
    const card = { id: 'p1', priceDrop: { from: 500_000, at: '2026-02-01T12:00:00.000Z' } };
    expect(withCurrentDrop(card, new Date('2026-02-15T11:59:00.000Z')).priceDrop).toEqual(card.priceDrop);
    expect(withCurrentDrop(card, new Date('2026-02-15T12:00:00.000Z'))).toEqual({ id: 'p1' });
  });
});

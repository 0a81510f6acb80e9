// Zod-free on purpose: the property page imports the labels of this module.
import type { PriceChange, Property } from './schema.js';

/** How long a lower price shows « Prix réduit » (issue 28 item 5). */
export const PRICE_REDUCED_DAYS = 14;
/** Prices a listing keeps at the most (the oldest, its first price, then the latest changes). */
export const MAX_PRICE_HISTORY = 24;

const DAY_MS = 86_400_000;

/** What a listing's history holds: its first price at its creation when nothing was recorded yet (a listing older than the history). */
const priceHistoryOf = (p: Pick<Property, 'createdAt' | 'price' | 'priceHistory'>): PriceChange[] =>
  p.priceHistory.length > 0 ? p.priceHistory : [{ at: p.createdAt, price: p.price }];

/**
 * The property as it is written: its dated prices (a new one when the price changed, dated by the write) and
 * its last drop, if its last change lowered the price. A history given with the property (the demo's) is kept.
 */
export function withPriceHistory(previous: Property | null, next: Property): Property {
  // A sale become a rental (or the reverse) starts a new history: a rent is no lower price of a sale.
  const switched = previous !== null && previous.transactionType !== next.transactionType;
  const base = switched ? [{ at: next.updatedAt ?? next.createdAt, price: next.price }] : next.priceHistory.length > 0 || !previous ? priceHistoryOf(next) : priceHistoryOf(previous);
  const last = base[base.length - 1]!;
  const history = last.price === next.price ? base : [...base, { at: next.updatedAt ?? next.createdAt, price: next.price }];
  // The first price is kept when the list is trimmed: « inscrite à … » stays true.
  const priceHistory = history.length > MAX_PRICE_HISTORY ? [history[0]!, ...history.slice(-(MAX_PRICE_HISTORY - 1))] : history;
  const [before, latest] = priceHistory.slice(-2);
  const { priceDrop: _, ...rest } = next;
  return { ...rest, priceHistory, ...(before && latest && latest.price < before.price ? { priceDrop: { from: before.price, at: latest.at } } : {}) };
}

/** A card as a visitor sees it now: its drop only within PRICE_REDUCED_DAYS of it. */
export function withCurrentDrop<T extends { priceDrop?: Property['priceDrop'] }>(card: T, now = new Date()): T {
  if (!card.priceDrop || now.getTime() - Date.parse(card.priceDrop.at) < PRICE_REDUCED_DAYS * DAY_MS) return card;
  const { priceDrop: _, ...rest } = card;
  return rest as T;
}

import { db } from '../../db/service.js';
import { PROPERTY_CARD_FIELDS, type PropertyCard } from '../api.js';
import { withCurrentDrop } from '../price-history.js';

/**
 * The cards of those of these properties that exist and are active, in the order asked: one BatchGet
 * on the primary key (no Scan, no index). Unknown and inactive ids are simply absent from the answer.
 */
export async function activeCardsByIds(ids: readonly string[]): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const { data, unprocessed } = await db.entities.property.get(ids.map((id) => ({ id }))).go({ attributes: [...PROPERTY_CARD_FIELDS, 'isActive'] });
  // A throttled batch must not look like "no longer active" (the page would forget those likes): 500, retried.
  if (unprocessed.length) throw new Error(`Property batch read left ${unprocessed.length} keys unprocessed`);
  const byId = new Map(data.filter((p) => p.isActive).map(({ isActive: _, ...card }) => [card.id, withCurrentDrop(card as PropertyCard)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

import { PropertyChangedV1, type PropertySummary } from '../../../events/property-changed.v1.js';
import { outboxItem } from '../../../events/publish.js';
import type { Property } from '../schema.js';

const summary = (p: Property): PropertySummary => ({
  title: p.title,
  location: p.location,
  price: p.price,
  isActive: p.isActive,
  isFeatured: p.isFeatured,
  viewsCount: p.viewsCount,
  createdAt: p.createdAt,
  status: p.status,
  saleContext: p.saleContext,
  transactionType: p.transactionType,
});

/** The PropertyChanged outbox item of a write, for the same transaction: null before = created, null after = deleted. */
export function propertyChangedEvent(id: string, before: Property | null, after: Property | null, now = new Date()) {
  const change = !before ? 'created' : !after ? 'deleted' : 'updated';
  return outboxItem(PropertyChangedV1, { propertyId: id, change, before: before && summary(before), after: after && summary(after) }, now);
}

/** Whether a re-save (seed, sync) changes anything a reader sees: updatedAt alone is not a change. */
export const sameProperty = (a: Property, b: Property) => JSON.stringify({ ...a, updatedAt: '' }) === JSON.stringify({ ...b, updatedAt: '' });

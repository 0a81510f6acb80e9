import { db } from '../entities.js';
import { foldForSearch, typeLabel } from '../../domain/properties/labels.js';
import type { Property } from '../../domain/properties/schema.js';

/** Key attributes derived from the property, so list indexes stay consistent with its flags. */
export function derivedKeys(p: Pick<Property, 'title' | 'location' | 'propertyType' | 'isActive' | 'isFeatured'>) {
  return {
    searchText: foldForSearch(`${p.title} ${p.location} ${typeLabel(p.propertyType)}`),
    listState: p.isActive ? 'active' : 'inactive',
    featuredState: p.isActive && p.isFeatured ? 'featured' : 'no',
  };
}

export const propertyRepository = {
  /** Writes the property with its broker links (primary first) in one transaction. */
  async saveWithAgents(property: Property, agentIds: string[]) {
    const result = await db.transaction
      .write(({ property: properties, propertyAgent }) => [
        properties.put({ ...property, ...derivedKeys(property), updatedAt: new Date().toISOString() }).commit(),
        ...agentIds.map((agentId, i) => propertyAgent.put({ propertyId: property.id, agentId, isPrimary: i === 0 }).commit()),
      ])
      .go();
    if (result.canceled) throw new Error('Property write cancelled');
  },
};

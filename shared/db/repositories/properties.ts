import { db } from '../entities.js';
import { foldForSearch, typeLabel } from '../../domain/properties/labels.js';
import type { Property } from '../../domain/properties/schema.js';
import { checkedCursor, rethrowBadCursor } from './cursor.js';
import type { ListPropertiesQuery, Page, PropertyBroker, PropertyCard, PropertyDetail } from '../../domain/properties/api.js';

/** Key attributes derived from the property, so list indexes stay consistent with its flags. */
export function derivedKeys(p: Pick<Property, 'title' | 'location' | 'propertyType' | 'isActive' | 'isFeatured'>) {
  return {
    searchText: foldForSearch(`${p.title} ${p.location} ${typeLabel(p.propertyType)}`),
    locationKey: foldForSearch(p.location),
    listState: p.isActive ? 'active' : 'inactive',
    featuredState: p.isActive && p.isFeatured ? 'featured' : 'no',
  };
}

const CARD_ATTRIBUTES = [
  'id', 'title', 'price', 'location', 'propertyType', 'status', 'imageUrl', 'bedrooms', 'bathrooms',
  'areaSqft', 'surfaceArea', 'rating', 'createdAt', 'description', 'isFeatured',
] as const;
/** ElectroDB builds the page cursor from the last item's key attributes: they must be read too. */
const LIST_ATTRIBUTES = [...CARD_ATTRIBUTES, 'listState'] as const;
const toCard = ({ listState: _, ...card }: Record<string, unknown>) => card as PropertyCard;

type Row = Record<string, unknown>;
const INTERNAL = ['searchText', 'locationKey', 'listState', 'featuredState', 'updatedAt', 'isActive'];
const publicFields = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => !INTERNAL.includes(k)));

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

  /** Active properties, newest first; filters run on the index Query, `count` pages until the page is full. */
  async listActive(query: ListPropertiesQuery): Promise<Page<PropertyCard>> {
    const q = query.q ? foldForSearch(query.q) : undefined;
    const location = query.location ? foldForSearch(query.location) : undefined;
    const { data, cursor } = await db.entities.property.query
      .byListState({ listState: 'active' })
      .where((attr, op) =>
        [
          q ? op.contains(attr.searchText, q) : '',
          location ? op.contains(attr.locationKey, location) : '',
          query.type ? op.eq(attr.propertyType, query.type as string) : '',
          query.minPrice !== undefined ? op.gte(attr.price, query.minPrice) : '',
          query.maxPrice !== undefined ? op.lte(attr.price, query.maxPrice) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ order: 'desc', count: query.limit, cursor: checkedCursor(query.cursor), attributes: [...LIST_ATTRIBUTES] })
      .catch(rethrowBadCursor);
    return { items: data.map(toCard), cursor: cursor ?? null };
  },

  async listFeatured(limit: number): Promise<PropertyCard[]> {
    const { data } = await db.entities.property.query
      .byFeatured({ featuredState: 'featured' })
      .go({ order: 'desc', limit, attributes: [...CARD_ATTRIBUTES] });
    return data as PropertyCard[];
  },

  /** One active property with its active brokers, primary first; null when any of that is missing. */
  async getActiveWithBrokers(id: string): Promise<PropertyDetail | null> {
    const [{ data: property }, { data: links }] = await Promise.all([
      db.entities.property.get({ id }).go(),
      db.entities.propertyAgent.query.byProperty({ propertyId: id }).go({ pages: 'all' }),
    ]);
    if (!property || !property.isActive || links.length === 0) return null;
    const { data: agents } = await db.entities.agent.get(links.map((l) => ({ id: l.agentId }))).go();
    const primary = new Map(links.map((l) => [l.agentId, l.isPrimary]));
    const brokers: PropertyBroker[] = agents
      .filter((a) => a.isActive)
      .map((a) => ({
        id: a.id,
        name: a.name,
        title: a.title,
        phone: a.phone,
        email: a.email,
        imageUrl: a.imageUrl,
        calendlyUrl: a.calendlyUrl,
        agencyName: a.agencyName,
        isPrimary: primary.get(a.id) ?? false,
      }))
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name, 'fr'));
    if (brokers.length === 0) return null;
    return { ...(publicFields(property) as Omit<PropertyDetail, 'brokers'>), brokers };
  },

  async exists(id: string) {
    const { data } = await db.entities.property.get({ id }).go({ attributes: ['id', 'isActive'] });
    return Boolean(data?.isActive);
  },
};

import { createConversions } from 'electrodb';
import { db } from '../db/entities.js';
import { foldForSearch } from './labels.js';
import { searchableText } from './rules.js';
import type { Property } from './schema.js';
import { checkedCursor, rethrowBadCursor } from '../db/cursor.js';
import type { ListPropertiesQuery, Page, PropertyAgent, PropertyCard, PropertyDetail } from './api.js';

/** Key attributes derived from the property, so list indexes stay consistent with its flags. */
export function derivedKeys(p: Pick<Property, 'title' | 'location' | 'propertyType' | 'isActive' | 'isFeatured'>) {
  return {
    searchText: foldForSearch(searchableText(p)),
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

const propertyConversions = createConversions(db.entities.property);

/** Items read per DynamoDB page, and pages read per request, when listing with filters. */
const READ_SIZE = 50;
const MAX_READS = 4;

/** Allow-list of what a visitor sees of a property: new internal attributes stay private by default. */
const PUBLIC_ATTRIBUTES = [
  ...CARD_ATTRIBUTES, 'photosUrls', 'virtualTourUrl', 'roomsCount', 'mlsNumber', 'daysOnMarket', 'viewsCount',
  'garageSpaces', 'totalFloors', 'fireplacePresent', 'basementType', 'dpeEnergyClass', 'dpeGesClass',
  'energyEfficiencyRating', 'carbonFootprint', 'heatingType', 'heatingFuel', 'airConditioning', 'propertyTaxesAnnual',
  'hoaFees', 'maintenanceFees', 'insuranceAnnual', 'closingCostsEstimate', 'walkScore', 'transitScore', 'bikeScore',
] as const;
const publicFields = (row: Record<string, unknown>) =>
  Object.fromEntries(PUBLIC_ATTRIBUTES.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));

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

  /**
   * Active properties, newest first, filtered on the listing index Query. Reads are bounded (at most
   * MAX_READS pages of READ_SIZE items) so a rare search can never walk the whole index; a short page
   * still carries a cursor when more items remain.
   */
  async listActive(query: ListPropertiesQuery): Promise<Page<PropertyCard>> {
    const q = query.q ? foldForSearch(query.q) : undefined;
    const location = query.location ? foldForSearch(query.location) : undefined;
    const filtered = () =>
      db.entities.property.query.byListState({ listState: 'active' }).where((attr, op) =>
        [
          q ? op.contains(attr.searchText, q) : '',
          location ? op.contains(attr.locationKey, location) : '',
          query.type ? op.eq(attr.propertyType, query.type as string) : '',
          query.minPrice !== undefined ? op.gte(attr.price, query.minPrice) : '',
          query.maxPrice !== undefined ? op.lte(attr.price, query.maxPrice) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      );
    const items: PropertyCard[] = [];
    let cursor = checkedCursor(query.cursor);
    for (let reads = 0; reads < MAX_READS; reads++) {
      const page = await filtered()
        .go({ order: 'desc', limit: READ_SIZE, cursor, attributes: [...LIST_ATTRIBUTES] })
        .catch(rethrowBadCursor);
      const wanted = query.limit - items.length;
      if (page.data.length > wanted) {
        // Stop inside this page: the next page starts right after the last item returned.
        const kept = page.data.slice(0, wanted);
        items.push(...kept.map(toCard));
        const last = kept[kept.length - 1]!;
        const next = propertyConversions.byAccessPattern.byListState.fromComposite.toCursor({
          id: last.id,
          listState: 'active',
          createdAt: last.createdAt,
        });
        return { items, cursor: next };
      }
      items.push(...page.data.map(toCard));
      cursor = page.cursor;
      if (!cursor || items.length === query.limit) break;
    }
    return { items, cursor: cursor ?? null };
  },

  async listFeatured(limit: number): Promise<PropertyCard[]> {
    const { data } = await db.entities.property.query
      .byFeatured({ featuredState: 'featured' })
      .go({ order: 'desc', limit, attributes: [...CARD_ATTRIBUTES] });
    return data as PropertyCard[];
  },

  /** One active property with its active brokers, primary first; null when any of that is missing. */
  async getActiveWithAgents(id: string): Promise<PropertyDetail | null> {
    const [{ data: property }, { data: links }] = await Promise.all([
      db.entities.property.get({ id }).go(),
      db.entities.propertyAgent.query.byProperty({ propertyId: id }).go({ pages: 'all' }),
    ]);
    if (!property || !property.isActive || links.length === 0) return null;
    const { data: agents, unprocessed } = await db.entities.agent.get(links.map((l) => ({ id: l.agentId }))).go();
    // A throttled batch must not turn into a false 404: let the caller see a 500 and retry.
    if (unprocessed.length) throw new Error(`Broker batch read left ${unprocessed.length} keys unprocessed`);
    const primary = new Map(links.map((l) => [l.agentId, l.isPrimary]));
    const linked: PropertyAgent[] = agents
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
    if (linked.length === 0) return null;
    return { ...(publicFields(property) as Omit<PropertyDetail, 'agents'>), agents: linked };
  },

  async exists(id: string) {
    const { data } = await db.entities.property.get({ id }).go({ attributes: ['id', 'isActive'] });
    return Boolean(data?.isActive);
  },
};

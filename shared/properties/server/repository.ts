import { createConversions } from 'electrodb';
import type { AuditEntry } from '../../audit/schema.js';
import { sameVersion } from '../../db/model.js';
import { db } from '../../db/service.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { assertCommitted, isConditionalFailure } from '../../db/transactions.js';
import { ConflictError, NotFoundError, parseOrRefuse } from '../../errors.js';
import { ADMIN_PROPERTY_AGENT_FIELDS, ADMIN_PROPERTY_LIST_FIELDS, PROPERTY_AGENT_FIELDS, PROPERTY_CARD_FIELDS, PUBLIC_PROPERTY_FIELDS } from '../api.js';
import type { AdminPropertiesQuery, AdminPropertyAgent, AdminPropertyDetail, AdminPropertyListItem, ListPropertiesQuery, Page, PropertyAgent, PropertyCard, PropertyDetail } from '../api.js';
import { propertyItem as toItem } from '../keys.js';
import type { ListingSort } from '../labels.js';
import { withCurrentDrop, withPriceHistory } from '../price-history.js';
import { foldForSearch } from '../../text.js';
import { propertySchema, type Property, type PropertyAgentsInput } from '../schema.js';
import { SITE_COUNTER_ID, activeDelta } from '../../stats/counters.js';
import { propertyChangedEvent, sameProperty } from './change-event.js';
import { listingFilters } from './filters.js';
import { mapWrites } from './map-repository.js';

/** ElectroDB builds the page cursor from the last item's key attributes: they must be read too. */
const LIST_ATTRIBUTES = [...PROPERTY_CARD_FIELDS, 'listKey', 'priceKey', 'areaKey'] as const;
const toCard = ({ listKey: _l, priceKey: _p, areaKey: _a, ...card }: Record<string, unknown>, now: Date) => withCurrentDrop(card as PropertyCard, now);

/** The index of each public order (keys.ts: listKey, priceKey, areaKey). */
const LIST_INDEXES = { newest: 'byNewest', 'price-asc': 'byPrice', 'price-desc': 'byPrice', area: 'byArea' } as const satisfies Record<ListingSort, string>;
/** Above any price the API accepts (100 000 000). */
const MAX_PRICE_KEY = 9_999_999_999;
type ListWhere = Parameters<ReturnType<typeof db.entities.property.query.byNewest>['where']>[0];
const pick = <K extends string>(row: Record<string, unknown>, fields: readonly K[]) =>
  Object.fromEntries(fields.filter((k) => row[k] !== undefined).map((k) => [k, row[k]])) as Record<K, unknown>;

const propertyConversions = createConversions(db.entities.property);

/** Items read per DynamoDB page, and pages read per request, when listing with filters. */
const READ_SIZE = 50;
const MAX_READS = 4;
/** Featured properties on the home page. */
export const FEATURED_LIMIT = 12;

export const PROPERTY_NOT_FOUND = 'Propriété non trouvée';
export const PROPERTY_CHANGED = 'Cette propriété a été modifiée entre-temps : rechargez-la puis recommencez.';

export const PROPERTY_AGENT_GONE = "Un des courtiers choisis vient d'être supprimé : rechargez la liste des courtiers puis recommencez.";

export type PropertyChanges = Partial<Omit<Property, 'id' | 'createdAt' | 'viewsCount' | 'updatedAt'>>;

/** The index keys of the admin order, read with the list so ElectroDB can build the page cursor. */
const ADMIN_LIST_ATTRIBUTES = [...ADMIN_PROPERTY_LIST_FIELDS, 'activeRank', 'featuredRank'] as const;

/** A link change: the links to delete and the links to write (all of the new ones, isPrimary as given). */
export type LinkChanges = { remove: string[]; put: PropertyAgentsInput };

/**
 * The site counter's share of a transaction (docs/data-model.md "Site counter"): appended last, so the
 * indexes of the items before it keep their meaning in a cancellation report; nothing when it is 0.
 */
type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
const countActive = (siteCounter: TransactionEntities['siteCounter'], delta: number) =>
  delta === 0 ? [] : [siteCounter.update({ counter: SITE_COUNTER_ID }).add({ activeProperties: delta }).commit()];

/** Which transaction item failed, from ElectroDB's cancelled-transaction report. */
const failedAt = (result: { canceled: boolean; data: ReadonlyArray<{ code?: string }> }) =>
  result.canceled ? result.data.findIndex((r) => r.code === 'ConditionalCheckFailed') : -1;

export const propertyRepository = {
  /**
   * Writes the property (new or over an existing one, as the seed does) with its agent links (primary
   * first) in one transaction, moving the active count by what the overwrite changes: the write applies
   * only if the stored state is still the one read, else it reads again.
   */
  async saveWithAgents(property: Property, agentIds: string[], now = new Date()) {
    for (let attempt = 1; ; attempt++) {
      // Consistent, and the write below holds only if nothing changed since: the event's `before` is exact.
      const { data: row } = await db.entities.property.get({ id: property.id }).go({ consistent: true });
      const previous = row ? propertySchema.parse(row) : null;
      // The stored view count is the rollup's (the seed re-saves at each start): kept, and checked below.
      const next = withPriceHistory(previous, { ...property, ...(previous ? { viewsCount: previous.viewsCount } : {}), updatedAt: now.toISOString() });
      // A re-save that changes nothing (the seed at each start) tells nobody.
      const changed = !previous || !sameProperty(previous, next);
      const result = await db.transaction
        .write(({ property: properties, propertyAgent, siteCounter, outbox, propertyGeo, geoCell }) => [
          properties
            .put(toItem(next))
            .where((a, op) =>
              previous ? `${sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt)} AND ${op.eq(a.viewsCount, previous.viewsCount)}` : op.notExists(a.id),
            )
            .commit(),
          ...agentIds.map((agentId, i) => propertyAgent.put({ propertyId: property.id, agentId, isPrimary: i === 0 }).commit()),
          ...countActive(siteCounter, activeDelta(previous, property)),
          ...(changed ? [outbox.create(propertyChangedEvent(property.id, previous, next, now)).commit()] : []),
          ...mapWrites({ propertyGeo, geoCell }, previous, next),
        ])
        .go();
      if (!result.canceled || attempt === 3) return assertCommitted(result, PROPERTY_CHANGED);
    }
  },

  /**
   * A partial update (a featured toggle, an edit form): read, merge, validate, re-derive every index
   * key from the merged property, then write only if nobody changed it meanwhile (same updatedAt and
   * view count; the view count is also an index key). A form passes the `updatedAt` it was loaded
   * with, so saving over someone else's change is refused instead of silently undoing it.
   */
  async update(id: string, changes: PropertyChanges, options: { expectedUpdatedAt?: string; now?: Date } = {}): Promise<Property> {
    // A view counted between the read and the write (same updatedAt, new count) is read again, not a conflict.
    for (let attempt = 1; ; attempt++) {
      const { data: row } = await db.entities.property.get({ id }).go({ consistent: true });
      if (!row) throw new NotFoundError(PROPERTY_NOT_FOUND);
      const current = propertySchema.parse(row);
      if (options.expectedUpdatedAt !== undefined && options.expectedUpdatedAt !== current.updatedAt) throw new ConflictError(PROPERTY_CHANGED);
      const next = withPriceHistory(current, parseOrRefuse(propertySchema, { ...current, ...changes, updatedAt: (options.now ?? new Date()).toISOString() }));
      const { id: _id, createdAt, viewsCount, ...rest } = toItem(next);
      // A field the merged property no longer has (a price drop a raise ended) is removed, not left as it was.
      const gone = (Object.keys(current) as (keyof Property)[]).filter((name): name is Exclude<keyof Property, 'id'> => name !== 'id' && !(name in next));
      // The change, the public count when it (de)activates, and its event commit together.
      const result = await db.transaction
        .write(({ property, siteCounter, outbox, propertyGeo, geoCell }) => [
          (gone.length ? property.patch({ id }).set(rest).remove(gone) : property.patch({ id }).set(rest))
            // Unchanged here, but part of the index keys being rewritten (byViews): checked, so a view counted meanwhile is never undone.
            .composite({ createdAt, viewsCount })
            .where((a, op) => `${sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, current.updatedAt)} AND ${op.eq(a.viewsCount, current.viewsCount)}`)
            .commit(),
          ...countActive(siteCounter, activeDelta(current, next)),
          outbox.create(propertyChangedEvent(id, current, next, options.now)).commit(),
          ...mapWrites({ propertyGeo, geoCell }, current, next),
        ])
        .go();
      if (result.canceled && attempt < 3 && result.data[0]?.code === 'ConditionalCheckFailed') {
        const { data: fresh } = await db.entities.property.get({ id }).go({ consistent: true, attributes: ['id', 'updatedAt', 'viewsCount'] });
        if (fresh && fresh.updatedAt === current.updatedAt && fresh.viewsCount !== current.viewsCount) continue;
      }
      assertCommitted(result, PROPERTY_CHANGED);
      return next;
    }
  },

  /**
   * Deletes the property and its agent links in one transaction: it leaves every index at once. An admin
   * delete passes its audit entry, written in the same transaction.
   */
  async remove(id: string, audit?: AuditEntry) {
    const [{ data: row }, { data: links }] = await Promise.all([
      db.entities.property.get({ id }).go({ consistent: true }),
      db.entities.propertyAgent.query.byProperty({ propertyId: id }).go({ pages: 'all' }),
    ]);
    if (!row) throw new NotFoundError(PROPERTY_NOT_FOUND);
    const current = propertySchema.parse(row);
    const result = await db.transaction
      .write(({ property, propertyAgent, auditEntry, siteCounter, outbox, propertyGeo, geoCell }) => [
        // Deleted as read (same version), so the counts and the event move by what was really removed.
        property.delete({ id }).where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, current.updatedAt)).commit(),
        ...links.map((l) => propertyAgent.delete({ propertyId: id, agentId: l.agentId }).commit()),
        ...(audit ? [auditEntry.create(audit).commit()] : []),
        ...countActive(siteCounter, activeDelta(current, null)),
        outbox.create(propertyChangedEvent(id, current, null)).commit(),
        ...mapWrites({ propertyGeo, geoCell }, current, null),
      ])
      .go();
    if (result.canceled && result.data[0]?.code === 'ConditionalCheckFailed') {
      if (!(await this.get(id))) throw new NotFoundError(PROPERTY_NOT_FOUND);
      throw new ConflictError(PROPERTY_CHANGED);
    }
    assertCommitted(result, PROPERTY_CHANGED);
  },

  /**
   * Active properties of one transaction in the order asked (newest, price up or down, largest), each order its
   * own index (gsi4–6, partition `active#<transaction>`); a price range is the price index's key condition, the
   * other filters a filter on the Query. Reads are bounded (at most MAX_READS pages of READ_SIZE items) so a rare
   * search can never walk the whole index; a short page still carries a cursor when more items remain.
   */
  async listActive(query: ListPropertiesQuery, now = new Date()): Promise<Page<PropertyCard>> {
    const q = query.q ? foldForSearch(query.q) : undefined;
    const location = query.location ? foldForSearch(query.location) : undefined;
    const listKey = `active#${query.transaction}`;
    const index = LIST_INDEXES[query.sort];
    // By price, the budget is the key condition (only the listings in the range are read), not a filter.
    const priceRange = index === 'byPrice' && (query.minPrice !== undefined || query.maxPrice !== undefined);
    const filters = priceRange ? { ...query, q, minPrice: undefined, maxPrice: undefined } : { ...query, q };
    const where: ListWhere = (attr, op) =>
      [
        ...listingFilters(attr, op, filters),
        location ? op.contains(attr.locationKey, location) : '',
        query.garage ? op.gte(attr.garageSpaces, 1) : '',
        query.fireplace ? op.eq(attr.fireplacePresent, true) : '',
        query.finishedBasement ? op.eq(attr.finishedBasement, true) : '',
        query.airConditioning ? op.eq(attr.airConditioned, true) : '',
      ]
        .filter(Boolean)
        .join(' AND ');
    const options = (cursor: string | null) => ({ order: query.sort === 'price-asc' ? 'asc' : 'desc', limit: READ_SIZE, cursor, attributes: [...LIST_ATTRIBUTES] }) as const;
    const { property } = db.entities;
    const read = (cursor: string | null) =>
      index === 'byNewest'
        ? property.query.byNewest({ listKey }).where(where).go(options(cursor))
        : index === 'byArea'
          ? property.query.byArea({ listKey }).where(where).go(options(cursor))
          : priceRange
            ? property.query
                .byPrice({ listKey })
                .between({ priceKey: Math.floor(query.minPrice ?? 0) }, { priceKey: Math.ceil(query.maxPrice ?? MAX_PRICE_KEY), createdAt: '~' })
                .where(where)
                .go(options(cursor))
            : property.query.byPrice({ listKey }).where(where).go(options(cursor));
    const items: PropertyCard[] = [];
    let cursor = checkedCursor(query.cursor);
    for (let reads = 0; reads < MAX_READS; reads++) {
      const page = await read(cursor).catch(rethrowBadCursor);
      const wanted = query.limit - items.length;
      if (page.data.length > wanted) {
        // Stop inside this page: the next page starts right after the last item returned.
        const kept = page.data.slice(0, wanted);
        items.push(...kept.map((row) => toCard(row, now)));
        const last = kept[kept.length - 1]!;
        const next = propertyConversions.byAccessPattern[index].fromComposite.toCursor({
          id: last.id,
          listKey,
          createdAt: last.createdAt,
          priceKey: last.priceKey,
          areaKey: last.areaKey,
        });
        return { items, cursor: next };
      }
      items.push(...page.data.map((row) => toCard(row, now)));
      cursor = page.cursor;
      if (!cursor || items.length === query.limit) break;
    }
    return { items, cursor: cursor ?? null };
  },

  /** Active AND featured, newest first: the '1#1' prefix of the admin-order index. */
  async listFeatured(limit: number): Promise<PropertyCard[]> {
    const { data } = await db.entities.property.query
      .byAdminOrder({ activeRank: '1', featuredRank: '1' })
      .go({ order: 'desc', limit, attributes: [...PROPERTY_CARD_FIELDS] });
    return data.map((card) => withCurrentDrop(card as PropertyCard));
  },

  /**
   * The admin list (admin-and-platform.md §7): featured first, then newest; active ones only (the '1'
   * prefix) unless inactive ones are asked for too, which then follow the active ones in the same order.
   */
  async listForAdmin(query: AdminPropertiesQuery): Promise<Page<AdminPropertyListItem>> {
    const { data, cursor } = await db.entities.property.query
      .byAdminOrder(query.includeInactive ? {} : { activeRank: '1' })
      .go({ order: 'desc', limit: query.limit, cursor: checkedCursor(query.cursor), attributes: [...ADMIN_LIST_ATTRIBUTES] })
      .catch(rethrowBadCursor);
    return { items: data.map(({ activeRank: _a, featuredRank: _f, ...item }) => item as AdminPropertyListItem), cursor: cursor ?? null };
  },

  /** Strongly consistent: the admin writes that follow compare versions with what it read. */
  async get(id: string): Promise<Property | null> {
    const { data } = await db.entities.property.get({ id }).go({ consistent: true });
    return data ? propertySchema.parse(data) : null;
  },

  /** The property's broker links, primary first. */
  async links(propertyId: string): Promise<PropertyAgentsInput> {
    const { data } = await db.entities.propertyAgent.query.byProperty({ propertyId }).go({ pages: 'all' });
    return data.map(({ agentId, isPrimary }) => ({ agentId, isPrimary })).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.agentId.localeCompare(b.agentId));
  },

  /** Of these broker ids, those that exist. */
  async existingAgentIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const { data, unprocessed } = await db.entities.agent.get(ids.map((id) => ({ id }))).go({ attributes: ['id'] });
    if (unprocessed.length) throw new Error(`Broker batch read left ${unprocessed.length} keys unprocessed`);
    return new Set(data.map((a) => a.id));
  },

  /** A property (active or not) with every linked broker (active or not), primary first; null when missing. */
  async getForAdmin(id: string): Promise<AdminPropertyDetail | null> {
    const [property, links] = await Promise.all([this.get(id), this.links(id)]);
    if (!property) return null;
    const { data: agents, unprocessed } = links.length ? await db.entities.agent.get(links.map((l) => ({ id: l.agentId }))).go() : { data: [], unprocessed: [] };
    if (unprocessed.length) throw new Error(`Broker batch read left ${unprocessed.length} keys unprocessed`);
    const byId = new Map(agents.map((a) => [a.id, a]));
    const linked: AdminPropertyAgent[] = links.flatMap((l) => {
      const agent = byId.get(l.agentId);
      return agent ? [{ ...(pick(agent, ADMIN_PROPERTY_AGENT_FIELDS) as Omit<AdminPropertyAgent, 'agentId' | 'isPrimary'>), agentId: l.agentId, isPrimary: l.isPrimary }] : [];
    });
    linked.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name, 'fr'));
    return { ...property, agents: linked };
  },

  /**
   * A new property, its broker links and its audit entry in one transaction; each linked broker must
   * still exist when it commits (a broker deleted meanwhile is a 409, never a dangling link).
   */
  async create(input: Property, links: PropertyAgentsInput, audit: AuditEntry) {
    const property = withPriceHistory(null, input);
    const result = await db.transaction
      .write(({ property: properties, propertyAgent, agent, auditEntry, siteCounter, outbox, propertyGeo, geoCell }) => [
        properties.create(toItem(property)).commit(),
        auditEntry.create(audit).commit(),
        ...links.map((l) => agent.check({ id: l.agentId }).where((a, op) => op.exists(a.id)).commit()),
        ...links.map((l) => propertyAgent.put({ propertyId: property.id, agentId: l.agentId, isPrimary: l.isPrimary }).commit()),
        ...countActive(siteCounter, activeDelta(null, property)),
        outbox.create(propertyChangedEvent(property.id, null, property)).commit(),
        ...mapWrites({ propertyGeo, geoCell }, null, property),
      ])
      .go();
    if (failedAt(result) >= 2) throw new ConflictError(PROPERTY_AGENT_GONE);
    assertCommitted(result, 'Cette propriété existe déjà.');
  },

  /**
   * Writes the whole property (every index key re-derived by toItem) if it is still the version that was
   * read, with its link changes and its audit entry, in one transaction.
   */
  async replace(changed: Property, previous: Property, links: LinkChanges | null, audit: AuditEntry) {
    const next = withPriceHistory(previous, changed);
    const result = await db.transaction
      .write(({ property, propertyAgent, agent, auditEntry, siteCounter, outbox, propertyGeo, geoCell }) => [
        property
          .put(toItem(next))
          .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt))
          .commit(),
        auditEntry.create(audit).commit(),
        ...(links?.put ?? []).map((l) => agent.check({ id: l.agentId }).where((a, op) => op.exists(a.id)).commit()),
        ...(links?.put ?? []).map((l) => propertyAgent.put({ propertyId: next.id, agentId: l.agentId, isPrimary: l.isPrimary }).commit()),
        ...(links?.remove ?? []).map((agentId) => propertyAgent.delete({ propertyId: next.id, agentId }).commit()),
        ...countActive(siteCounter, activeDelta(previous, next)),
        outbox.create(propertyChangedEvent(next.id, previous, next)).commit(),
        ...mapWrites({ propertyGeo, geoCell }, previous, next),
      ])
      .go();
    const failed = failedAt(result);
    if (failed === 0) throw new ConflictError(PROPERTY_CHANGED);
    if (failed >= 2) throw new ConflictError(PROPERTY_AGENT_GONE);
    assertCommitted(result, PROPERTY_CHANGED);
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
      .map((a) => ({ ...(pick(a, PROPERTY_AGENT_FIELDS) as Omit<PropertyAgent, 'isPrimary'>), isPrimary: primary.get(a.id) ?? false }))
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name, 'fr'));
    if (linked.length === 0) return null;
    return { ...withCurrentDrop(pick(property, PUBLIC_PROPERTY_FIELDS) as Omit<PropertyDetail, 'agents'>), agents: linked };
  },

  /** Titles and states of some properties (a batch read, to name them in a message). */
  async summaries(ids: string[]) {
    if (ids.length === 0) return [];
    const { data, unprocessed } = await db.entities.property.get(ids.map((id) => ({ id }))).go({ attributes: ['id', 'title', 'isActive'] });
    if (unprocessed.length) throw new Error(`Property batch read left ${unprocessed.length} keys unprocessed`);
    return data;
  },

  async exists(id: string) {
    const { data } = await db.entities.property.get({ id }).go({ attributes: ['id', 'isActive'] });
    return Boolean(data?.isActive);
  },
};

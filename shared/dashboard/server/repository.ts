import { db } from '../../db/service.js';
import { counterStore } from '../../stats/server/counter-store.js';
import type { CounterKey } from '../../stats/counters.js';
import { DASHBOARD_LEAD_FIELDS, DASHBOARD_PROPERTY_FIELDS, type DashboardLead, type DashboardProperty } from '../api.js';
import type { DayRange } from '../periods.js';
import { DASHBOARD_SCOPE, LOCATIONS_BUCKET, TOTALS_BUCKET, dayBucket, type CounterDelta } from '../rollup.js';

/** The consumer name of the processed-event markers (shared/db/processed-events.ts). */
export const ROLLUP_CONSUMER = 'dashboard-rollup';
/** Same lifetime as runOnce's markers: longer than any redelivery window. */
const MARKER_TTL_SECONDS = 7 * 24 * 3600;

/** Attributes ElectroDB needs to page through an index (its cursor is built from the key attributes). */
const PROPERTY_SUMMARY_ATTRIBUTES = ['id', 'listState', 'createdAt', 'title', 'location', 'price', 'isActive', 'isFeatured', 'viewsCount', 'transactionType'] as const;
const AGENT_SUMMARY_ATTRIBUTES = ['id', 'listState', 'presidentRank', 'sortName', 'name', 'isActive', 'createdAt'] as const;

export const dashboardRepository = {
  /**
   * Moves the counters of one event and writes its processed marker in ONE transaction: either both
   * happen or neither, so a redelivery (or a retry after any failure) counts exactly once.
   */
  async applyOnce(eventId: string, deltas: CounterDelta[], now = new Date()): Promise<'applied' | 'duplicate'> {
    const result = await db.transaction
      .write(({ processedEvent, counter }) => [
        processedEvent
          .create({
            consumer: ROLLUP_CONSUMER,
            eventId,
            status: 'done',
            leaseUntil: 0,
            processedAt: now.toISOString(),
            expiresAt: Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS,
          })
          .commit(),
        ...deltas.map(({ by, ...key }) => counter.update(key).add({ value: by }).commit()),
      ])
      .go();
    if (!result.canceled) return 'applied';
    if (result.data[0]?.code === 'ConditionalCheckFailed') return 'duplicate';
    // A concurrent copy of the same event (TransactionConflict) or a throttle: the bus retries.
    throw new Error(`dashboard rollup transaction cancelled: ${result.data.map((r) => r.code ?? 'None').join(', ')}`);
  },

  /** The day buckets from `from` to `to`: one Query whose size follows the number of days, never the number of items. */
  days: (range: DayRange) => counterStore.range(DASHBOARD_SCOPE, dayBucket(range.from), dayBucket(range.to)),
  totals: () => counterStore.bucket(DASHBOARD_SCOPE, TOTALS_BUCKET),
  locations: () => counterStore.bucket(DASHBOARD_SCOPE, LOCATIONS_BUCKET),

  /** Visitors and page views per day from the tracking rollups (absent until tracking feeds them). */
  async websiteDays(range: DayRange) {
    const { data } = await db.entities.dailyStat.query.byDay({}).between({ day: range.from }, { day: range.to }).go({ pages: 'all' });
    return data;
  },

  async latestLeads(limit: number): Promise<DashboardLead[]> {
    const { data } = await db.entities.lead.query.all({}).go({ order: 'desc', limit, attributes: [...DASHBOARD_LEAD_FIELDS] });
    return data.map((l) => ({ ...l, budget: l.budget ?? null }));
  },

  /** The newest active properties (the listing index, newest first). */
  async latestProperties(limit: number): Promise<DashboardProperty[]> {
    const { data } = await db.entities.property.query
      .byListState({ listState: 'active' })
      .go({ order: 'desc', limit, attributes: [...DASHBOARD_PROPERTY_FIELDS] });
    return data;
  },

  /**
   * Everything a rebuild recounts from: active properties and brokers, and every lead (index Queries,
   * read in full). Only `rebuildDashboardCounters` calls it: a seed or maintenance job, never a request.
   */
  async rebuildSources() {
    const [properties, agents, leads] = await Promise.all([
      db.entities.property.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: [...PROPERTY_SUMMARY_ATTRIBUTES] }),
      db.entities.agent.query.byListState({ listState: 'active' }).go({ pages: 'all', attributes: [...AGENT_SUMMARY_ATTRIBUTES] }),
      db.entities.lead.query.all({}).go({ pages: 'all', attributes: ['id', 'createdAt', 'leadType'] }),
    ]);
    return { properties: properties.data, agents: agents.data, leads: leads.data };
  },

  /** Every dashboard counter (rebuild only). */
  async allCounters() {
    const { data } = await db.entities.counter.query.byScope({ scope: DASHBOARD_SCOPE }).go({ pages: 'all' });
    return data;
  },

  /** Overwrites counters with absolute values (rebuild only): a batch of puts. */
  async setCounters(values: Array<CounterKey & { value: number }>) {
    if (values.length > 0) await db.entities.counter.put(values).go();
  },
};

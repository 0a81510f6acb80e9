import type { BusEvent } from '../../../events/envelope.js';
import type { Dashboard, DashboardCard, DashboardFigure } from '../api.js';
import { addDays, changePercent, conversionRate, periodRange, previousRange, type DashboardPeriod, type DayRange } from '../periods.js';
import { dashboardRepository } from './repository.js';
import { COUNTER, agentContribution, dayBucket, deltasOf, leadContribution, propertyContribution, sumContributions, topNeighbourhoods } from '../rollup.js';

/** Latest leads and properties shown (§9), and popular neighbourhoods. */
export const LATEST_COUNT = 5;
export const NEIGHBOURHOOD_COUNT = 5;

/** The dashboard-rollup consumer's work: once per event id, all counters of the event or none. */
export async function applyChangeEvent(event: BusEvent, now = new Date()): Promise<'applied' | 'duplicate' | 'no-change'> {
  const { eventId, deltas } = deltasOf(event);
  if (deltas.length === 0) return 'no-change';
  return dashboardRepository.applyOnce(eventId, deltas, now);
}

const sumDays = (days: Map<string, Record<string, number>>, range: DayRange, name: string) => {
  let total = 0;
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) total += days.get(dayBucket(day))?.[name] ?? 0;
  return total;
};

const figure = (current: number, previous: number): DashboardFigure => ({ current, previous, change: changePercent(current, previous) });
const card = (current: number, previous: number, total: number): DashboardCard => ({ ...figure(current, previous), total: Math.max(0, total) });

/**
 * GET /api/admin/dashboard: six bounded reads whatever the number of items (the day counters of both
 * periods, the totals, the locations, the tracking days, the 5 newest leads and properties).
 */
export async function getDashboard(period: DashboardPeriod, now = new Date()): Promise<Dashboard> {
  const range = periodRange(period, now);
  const previous = previousRange(range);
  const both = { from: previous.from, to: range.to };
  const [days, totals, locations, website, latestLeads, latestProperties] = await Promise.all([
    dashboardRepository.days(both),
    dashboardRepository.totals(),
    dashboardRepository.locations(),
    dashboardRepository.websiteDays(both),
    dashboardRepository.latestLeads(LATEST_COUNT),
    dashboardRepository.latestProperties(LATEST_COUNT),
  ]);
  const inRange = (r: DayRange, name: string) => sumDays(days, r, name);
  const visitsIn = (r: DayRange, field: 'visitors' | 'pageViews') =>
    website.filter((d) => d.day >= r.from && d.day <= r.to).reduce((sum, d) => sum + (d[field] ?? 0), 0);
  const leads = inRange(range, COUNTER.leads);
  const visitors = visitsIn(range, 'visitors');
  return {
    period,
    range,
    previousRange: previous,
    cards: {
      properties: card(inRange(range, COUNTER.properties), inRange(previous, COUNTER.properties), totals[COUNTER.activeProperties] ?? 0),
      leads: card(leads, inRange(previous, COUNTER.leads), totals[COUNTER.leads] ?? 0),
      agents: card(inRange(range, COUNTER.agents), inRange(previous, COUNTER.agents), totals[COUNTER.activeAgents] ?? 0),
      portfolioValue: card(inRange(range, COUNTER.portfolioValue), inRange(previous, COUNTER.portfolioValue), totals[COUNTER.portfolioValue] ?? 0),
    },
    leadsByType: { acheteur: inRange(range, COUNTER.leadsOfType('acheteur')), vendeur: inRange(range, COUNTER.leadsOfType('vendeur')) },
    website: {
      visitors: figure(visitors, visitsIn(previous, 'visitors')),
      pageViews: figure(visitsIn(range, 'pageViews'), visitsIn(previous, 'pageViews')),
      conversionRate: conversionRate(leads, visitors),
    },
    latestLeads,
    latestProperties,
    popularNeighbourhoods: topNeighbourhoods(locations, NEIGHBOURHOOD_COUNT),
  };
}

/**
 * Recounts every dashboard counter from the items (index Queries, no Scan) and overwrites them, zeroing
 * the ones nothing counts any more. Idempotent. For a table filled before the rollups existed: the
 * local seed before its own writes, or a maintenance job while no change is in flight; never a request.
 */
/** Returns how many counters it corrected. */
export async function rebuildDashboardCounters(): Promise<number> {
  const [{ properties, agents, leads }, existing] = await Promise.all([dashboardRepository.rebuildSources(), dashboardRepository.allCounters()]);
  const target = sumContributions([
    ...properties.map((p) => [propertyContribution(p), 1] as const),
    ...agents.map((a) => [agentContribution(a), 1] as const),
    ...leads.map((l) => [leadContribution(l), 1] as const),
  ]);
  const stored = new Map(existing.map((c) => [`${c.bucket}\n${c.name}`, c.value ?? 0]));
  const writes = new Map(existing.map((c) => [`${c.bucket}\n${c.name}`, { scope: c.scope, bucket: c.bucket, name: c.name, value: 0 }]));
  for (const { by, ...key } of target) writes.set(`${key.bucket}\n${key.name}`, { ...key, value: by });
  const changed = [...writes].filter(([id, c]) => stored.get(id) !== c.value).map(([, c]) => c);
  await dashboardRepository.setCounters(changed);
  return changed.length;
}

/**
 * The seed's call, like the site counter's ensureCounter: rebuilds only when no total exists yet (a table
 * filled before the rollups existed), so a restart never recounts while earlier events are still in flight.
 */
export async function ensureDashboardCounters(): Promise<boolean> {
  if (Object.keys(await dashboardRepository.totals()).length > 0) return false;
  await rebuildDashboardCounters();
  return true;
}

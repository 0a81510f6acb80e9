// Zod-free and pure: the repositories compute their counter changes with it, the web reads the type.

/** A counter item's key (shared/db/entities/counter.ts): a named count in a bucket of a scope. */
export type CounterKey = { scope: string; bucket: string; name: string };

/** The one counter item the public figures come from (GET /api/stats). */
export const SITE_COUNTER_ID = 'public';

/** Live figures of the side menu: real counts kept by the writes themselves, never by reading every item. */
export type SiteStats = { activeProperties: number; activeAgents: number };

type Activity = { isActive: boolean } | null | undefined;

/**
 * How a write moves an "active" count: +1 when an item becomes active (created active, reactivated),
 * -1 when an active one is deactivated or deleted, 0 otherwise (an edit, or anything on an inactive item).
 */
export const activeDelta = (before: Activity, after: Activity): -1 | 0 | 1 => (Number(Boolean(after?.isActive)) - Number(Boolean(before?.isActive))) as -1 | 0 | 1;

/** A missing counter reads as zero; a count never shows below zero. */
export const toSiteStats = (item: { activeProperties?: number; activeAgents?: number } | null | undefined): SiteStats => ({
  activeProperties: Math.max(0, item?.activeProperties ?? 0),
  activeAgents: Math.max(0, item?.activeAgents ?? 0),
});

import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '../../shared/analytics/api.js';
import { analyticsConversionRate, analyticsRange, daysOf, DIRECT_REFERRER, fillDaily, topPages, topReferrers, totalsOf, withLeads } from '../../shared/analytics/periods.js';
import { DIRECT_REFERRER as ROLLUP_DIRECT_REFERRER } from '../../shared/tracking/server/rules.js';
import { referrerLabel } from '../../web/src/features/admin-analytics/lib/labels.js';

describe('analytics periods', () => {
  it('a period ends today on the Quebec calendar and covers its number of days', () => {
    // 03:30 UTC on March 1st is still February 28th in Quebec.
    const now = new Date('2026-03-01T03:30:00Z');
    expect(analyticsRange(7, now)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(analyticsRange(30, now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(analyticsRange(90, now)).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(daysOf(analyticsRange(90, now))).toHaveLength(90);
    // Across the spring DST change the days stay whole.
    const spring = analyticsRange(7, new Date('2026-03-10T12:00:00Z'));
    expect(daysOf(spring)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
  });

  it('fills one row per day, zeros where the rollups have nothing, and sums them', () => {
    const rows = fillDaily({ from: '2026-01-01', to: '2026-01-03' }, [
      { day: '2026-01-03', visitors: 4, pageViews: 9, conversions: 1 },
      { day: '2026-01-01', leads: 2 },
      { day: '2025-12-31', visitors: 100 },
    ]);
    expect(rows).toEqual([
      { date: '2026-01-01', visitors: 0, pageViews: 0, conversions: 0, leads: 2 },
      { date: '2026-01-02', visitors: 0, pageViews: 0, conversions: 0, leads: 0 },
      { date: '2026-01-03', visitors: 4, pageViews: 9, conversions: 1, leads: 0 },
    ]);
    expect(totalsOf(rows)).toEqual({ visitors: 4, pageViews: 9, conversions: 1, leads: 2 });
  });

  it("takes each day's leads from the dashboard's lead counters, also on days without tracking", () => {
    const merged = withLeads([{ day: '2026-01-01', visitors: 3, leads: 9 }, { day: '2026-01-02', visitors: 1 }], new Map([['2026-01-01', 2], ['2026-01-03', 1]]));
    expect(fillDaily({ from: '2026-01-01', to: '2026-01-03' }, merged).map((r) => [r.visitors, r.leads])).toEqual([[3, 2], [1, 0], [0, 1]]);
  });

  it('conversion rate: one decimal, 0 without visitors', () => {
    expect(analyticsConversionRate(1, 3)).toBe(33.3);
    expect(analyticsConversionRate(2, 3)).toBe(66.7);
    expect(analyticsConversionRate(5, 0)).toBe(0);
    expect(analyticsConversionRate(0, 10)).toBe(0);
  });

  it('merges a page across days, keeps its latest title, orders and caps the list', () => {
    const rows = [
      { day: '2026-01-02', pageUrl: '/a', pageTitle: 'A nouveau', views: 2 },
      { day: '2026-01-01', pageUrl: '/a', pageTitle: 'A ancien', views: 3 },
      { day: '2026-01-01', pageUrl: '/b', pageTitle: 'B', views: 4 },
      { day: '2026-01-01', pageUrl: '/c', views: 4 },
      { day: '2026-01-02', pageUrl: '/zero', views: 0 },
      ...Array.from({ length: 12 }, (_, i) => ({ day: '2026-01-01', pageUrl: `/p${String(i).padStart(2, '0')}`, pageTitle: `P${i}`, views: 1 })),
    ];
    const top = topPages(rows);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 4)).toEqual([
      { pageUrl: '/a', pageTitle: 'A nouveau', views: 5 },
      { pageUrl: '/b', pageTitle: 'B', views: 4 },
      { pageUrl: '/c', pageTitle: '/c', views: 4 },
      { pageUrl: '/p00', pageTitle: 'P0', views: 1 },
    ]);
    expect(top.map((p) => p.pageUrl)).not.toContain('/zero');
    expect(topPages(rows, 5)).toHaveLength(5);
  });

  it("merges referrers across days; a blank referrer is 'Direct'", () => {
    const rows = [
      { day: '2026-01-01', referrer: 'Direct', sessions: 2 },
      { day: '2026-01-02', referrer: '', sessions: 1 },
      { day: '2026-01-02', referrer: 'google.com', sessions: 5 },
      ...Array.from({ length: 11 }, (_, i) => ({ day: '2026-01-03', referrer: `site${i}.ca`, sessions: 1 })),
    ];
    expect(DIRECT_REFERRER).toBe(ROLLUP_DIRECT_REFERRER);
    expect(referrerLabel('Direct')).toBe('Accès direct');
    expect(referrerLabel('google.com')).toBe('google.com');
    const top = topReferrers(rows);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2)).toEqual([
      { referrer: 'google.com', sessions: 5 },
      { referrer: 'Direct', sessions: 3 },
    ]);
  });

  it('the query takes 7, 30 or 90 days (30 by default) and nothing else', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(analyticsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    expect(analyticsQuerySchema.safeParse({ days: '12' }).error?.issues[0]?.message).toBe('Période inconnue : choisissez 7, 30 ou 90 jours.');
    expect(analyticsQuerySchema.safeParse({ days: '7', limit: '5' }).success).toBe(false);
  });
});

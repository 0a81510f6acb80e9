import { describe, expect, it } from 'vitest';
import { brokerageDay } from '../../shared/calendar.js';
import {
  changePercent,
  conversionBarPercent,
  conversionRate,
  daysIn,
  formatChange,
  formatRate,
  periodRange,
  previousRange,
  type DashboardPeriod,
} from '../../shared/dashboard/periods.js';

/** Noon in Quebec (EST, UTC-5) on a calendar day. */
const noon = (day: string) => new Date(`${day}T17:00:00Z`);
const both = (period: DashboardPeriod, now: Date) => {
  const range = periodRange(period, now);
  return { range, previous: previousRange(range) };
};

describe('brokerage calendar day', () => {
  it('is the day in Quebec, not in UTC', () => {
    expect(brokerageDay('2025-01-15T04:59:59.999Z')).toBe('2025-01-14');
    expect(brokerageDay('2025-01-15T05:00:00.000Z')).toBe('2025-01-15');
    // Summer time (EDT, UTC-4).
    expect(brokerageDay('2025-07-01T03:59:00Z')).toBe('2025-06-30');
    expect(brokerageDay('2025-07-01T04:00:00Z')).toBe('2025-07-01');
  });

  it('follows the clock change days', () => {
    // 2025-03-09: 02:00 EST becomes 03:00 EDT. The day starts at 05:00Z and ends at 04:00Z the next day.
    expect(brokerageDay('2025-03-09T04:59:00Z')).toBe('2025-03-08');
    expect(brokerageDay('2025-03-10T03:59:00Z')).toBe('2025-03-09');
    expect(brokerageDay('2025-03-10T04:00:00Z')).toBe('2025-03-10');
    // 2025-11-02: 02:00 EDT becomes 01:00 EST, a 25-hour day.
    expect(brokerageDay('2025-11-02T04:00:00Z')).toBe('2025-11-02');
    expect(brokerageDay('2025-11-03T04:59:00Z')).toBe('2025-11-02');
    expect(brokerageDay('2025-11-03T05:00:00Z')).toBe('2025-11-03');
  });
});

describe('dashboard periods', () => {
  it('today and yesterday are one calendar day, each compared with the day before', () => {
    expect(both('today', noon('2025-03-01'))).toEqual({ range: { from: '2025-03-01', to: '2025-03-01' }, previous: { from: '2025-02-28', to: '2025-02-28' } });
    expect(both('yesterday', noon('2025-03-01'))).toEqual({ range: { from: '2025-02-28', to: '2025-02-28' }, previous: { from: '2025-02-27', to: '2025-02-27' } });
    expect(both('yesterday', noon('2024-03-01')).range).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it('"today" late in the evening in Quebec is still that day (already tomorrow in UTC)', () => {
    expect(periodRange('today', new Date('2025-06-10T03:30:00Z'))).toEqual({ from: '2025-06-09', to: '2025-06-09' });
  });

  it('the week starts on Sunday: a Sunday is a one-day week, a Saturday a seven-day one', () => {
    // 2025-06-08 is a Sunday.
    expect(both('week', noon('2025-06-08'))).toEqual({ range: { from: '2025-06-08', to: '2025-06-08' }, previous: { from: '2025-06-07', to: '2025-06-07' } });
    expect(both('week', noon('2025-06-14'))).toEqual({ range: { from: '2025-06-08', to: '2025-06-14' }, previous: { from: '2025-06-01', to: '2025-06-07' } });
    // Sunday 00:30 in Quebec (04:30Z) starts a new week.
    expect(periodRange('week', new Date('2025-06-15T04:30:00Z')).from).toBe('2025-06-15');
    // Saturday 23:30 in Quebec is Sunday in UTC: still the week that started on the 8th.
    expect(periodRange('week', new Date('2025-06-15T03:30:00Z')).from).toBe('2025-06-08');
  });

  it('the week crosses a month and a year end', () => {
    // 2025-01-02 is a Thursday: the week started on Sunday 2024-12-29.
    expect(both('week', noon('2025-01-02'))).toEqual({ range: { from: '2024-12-29', to: '2025-01-02' }, previous: { from: '2024-12-24', to: '2024-12-28' } });
  });

  it('the month starts on the 1st; the previous period has as many days right before it', () => {
    expect(both('month', noon('2025-03-01'))).toEqual({ range: { from: '2025-03-01', to: '2025-03-01' }, previous: { from: '2025-02-28', to: '2025-02-28' } });
    expect(both('month', noon('2025-03-31'))).toEqual({ range: { from: '2025-03-01', to: '2025-03-31' }, previous: { from: '2025-01-29', to: '2025-02-28' } });
    expect(both('month', noon('2024-03-31')).previous).toEqual({ from: '2024-01-30', to: '2024-02-29' });
  });

  it('last month is whole (28, 29, 30 or 31 days), compared with as many days before it', () => {
    expect(both('last-month', noon('2025-03-15'))).toEqual({ range: { from: '2025-02-01', to: '2025-02-28' }, previous: { from: '2025-01-04', to: '2025-01-31' } });
    expect(both('last-month', noon('2024-03-01')).range).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(both('last-month', noon('2025-01-10'))).toEqual({ range: { from: '2024-12-01', to: '2024-12-31' }, previous: { from: '2024-10-31', to: '2024-11-30' } });
  });

  it('the year runs from January 1st; last year is whole (365 or 366 days)', () => {
    expect(both('year', noon('2025-01-01'))).toEqual({ range: { from: '2025-01-01', to: '2025-01-01' }, previous: { from: '2024-12-31', to: '2024-12-31' } });
    const lastYear = both('last-year', noon('2025-05-05'));
    expect(lastYear.range).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(daysIn(lastYear.range)).toBe(366);
    // The same number of days, not the calendar year before: 366 days before 2024 start on 2022-12-31,
    // and 365 days before 2025 leave out 2024-01-01.
    expect(lastYear.previous).toEqual({ from: '2022-12-31', to: '2023-12-31' });
    expect(both('last-year', noon('2026-02-01')).previous).toEqual({ from: '2024-01-02', to: '2024-12-31' });
  });

  it('counts days, not hours, across a clock change', () => {
    // The week of 2025-03-09 (spring forward) and of 2025-11-02 (fall back): seven days each.
    expect(both('week', noon('2025-03-15'))).toEqual({ range: { from: '2025-03-09', to: '2025-03-15' }, previous: { from: '2025-03-02', to: '2025-03-08' } });
    expect(daysIn(periodRange('week', noon('2025-11-08')))).toBe(7);
    expect(periodRange('today', new Date('2025-11-02T23:30:00Z'))).toEqual({ from: '2025-11-02', to: '2025-11-02' });
  });
});

describe('change percentage', () => {
  it('one decimal with its sign', () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 5)).toBe(0);
    expect(formatChange(12.5)).toBe('+12,5\u00a0%');
    expect(formatChange(-33.3)).toBe('-33,3\u00a0%');
    expect(formatChange(50)).toBe('+50,0\u00a0%');
    expect(formatChange(0)).toBe('0,0\u00a0%');
  });

  it('from a previous 0: +100 % when the figure grew, else 0 %', () => {
    expect(changePercent(7, 0)).toBe(100);
    expect(changePercent(0, 0)).toBe(0);
    expect(formatChange(changePercent(1, 0))).toBe('+100,0\u00a0%');
  });
});

describe('conversion rate', () => {
  it('leads per hundred unique visitors, one decimal', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(formatRate(conversionRate(1, 8))).toBe('12,5\u00a0%');
  });

  it('is 0 without visitors', () => {
    expect(conversionRate(5, 0)).toBe(0);
  });

  it('may pass 100 % (leads without tracked visits) but the bar stops at 100 %', () => {
    expect(conversionRate(3, 2)).toBe(150);
    expect(conversionBarPercent(150)).toBe(100);
    expect(conversionBarPercent(42.5)).toBe(42.5);
  });
});

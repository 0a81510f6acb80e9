import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { brokerageDay, onBrokerageCalendar } from '../../shared/calendar.js';

/** onBrokerageCalendar formats with the platform's Intl (issue 12: no date library in the Lambda bundles). */
describe('the brokerage calendar', () => {
  const patterns = ["yyyy-MM-dd HH'h'mm", "yyyy-MM-dd 'à' HH'h'mm", 'dd/MM/yyyy', 'yyyy-MM', 'yyyy-MM-dd'];

  it('formats as date-fns does in America/Toronto, across both DST changes of two years', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 197 * 60 * 1000) {
      for (const pattern of patterns) {
        const expected = format(new Date(t), pattern, { in: tz('America/Toronto') });
        if (onBrokerageCalendar(new Date(t), pattern) !== expected) mismatches.push(`${new Date(t).toISOString()} ${pattern}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 30_000);

  it('takes the Quebec day, not the UTC one, and midnight as 00', () => {
    expect(brokerageDay('2026-03-01T04:30:00Z')).toBe('2026-02-28');
    expect(onBrokerageCalendar('2026-07-01T04:05:00Z', "yyyy-MM-dd HH'h'mm")).toBe('2026-07-01 00h05');
  });

  it('refuses a pattern letter it does not know', () => {
    expect(() => onBrokerageCalendar('2026-07-01T04:05:00Z', 'EEEE')).toThrow(/unsupported pattern letter/);
  });
});

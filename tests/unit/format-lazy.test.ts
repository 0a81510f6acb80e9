import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 12 (TBT): an Intl constructor costs milliseconds, the first with a time zone ~10 ms here and
// ~40 ms on a phone. Built when their modules were evaluated, they made the app's first task long.
describe('fr-CA formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('are built on first use, once, not when their module is evaluated', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const format = await import('../../shared/format');
    const calendar = await import('../../shared/calendar');
    const blog = await import('../../web/src/features/blog/lib/filter-posts');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();

    expect(format.formatPrice(485000)).toBe('485\u00a0000\u00a0$');
    expect(format.formatPrice(1200)).toBe('1\u00a0200\u00a0$');
    expect(format.formatDecimal(1.5)).toBe('1,5');
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(calendar.onBrokerageCalendar('2026-11-24T03:00:00Z', 'yyyy-MM-dd')).toBe('2026-11-23');
    expect(blog.formatPublishedDate('2026-11-24T03:00:00Z')).toBe('23 novembre 2026');
    blog.formatPublishedDate('2026-11-25T03:00:00Z');
    expect(dateTimeFormat).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../support/seeded-random.js';

// Issue 12 (TBT): an Intl constructor costs milliseconds, the first with a time zone ~10 ms here and
// ~40 ms on a phone. Built when their modules were evaluated, they made the app's first task long.
describe('fr-CA formatters', () => {
  // Evaluated afresh here: another file of the worker may have imported them (the unit files share their modules).
  beforeEach(() => vi.resetModules());
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
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();

    expect(format.formatPrice(485000)).toBe('485\u00a0000\u00a0$');
    expect(format.formatDecimal(1.5)).toBe('1,5');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(calendar.onBrokerageCalendar('2026-11-24T03:00:00Z', 'yyyy-MM-dd')).toBe('2026-11-23');
    calendar.onBrokerageCalendar('2026-11-25T03:00:00Z', 'yyyy-MM-dd');
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });
});

describe('fr-CA numbers, written without Intl', () => {
  const intl = {
    price: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
    integer: new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }),
    percent: new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 }),
  };
  // Integers, halves, the property sizes the cards divide by 1 000, random prices and decimals (seeded), signs.
  const random = seededRandom('format-lazy');
  const values = [
    0, 5, 999, 1000, 485000, 1234567, 1e9, 2.5, 0.5, 1.05, 0.15, 2.25, 999.95, 12345.678, -1500, -2.5, -0.04,
    ...Array.from({ length: 2000 }, (_, i) => i * 7.5),
    ...Array.from({ length: 2000 }, () => Math.round(random() * 5_000_000)),
    ...Array.from({ length: 2000 }, () => (random() - 0.2) * 10_000),
  ];

  it('match Intl.NumberFormat fr-CA on every value', async () => {
    const format = await import('../../shared/format');
    for (const value of values) {
      expect(format.formatPrice(value), `${value}`).toBe(intl.price.format(value));
      expect(format.formatNumber(value), `${value}`).toBe(intl.integer.format(value));
      expect(format.formatDecimal(value), `${value}`).toBe(intl.oneDecimal.format(value));
      expect(format.formatDecimal(value, 3), `${value}`).toBe(value.toLocaleString('fr-CA'));
      expect(format.formatPercent(value / 1000), `${value}`).toBe(intl.percent.format(value / 1000));
      if (value >= 1000) expect(format.formatAreaK(value), `${value}`).toBe(`${intl.oneDecimal.format(value / 1000)}k`);
    }
  });
});

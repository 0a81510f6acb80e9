import { describe, expect, it } from 'vitest';
import { canDecide, counterMoves, dayBucket, searchKeys } from '../../shared/appointments/rules.js';
import { brokerageDay as quebecDay } from '../../shared/calendar.js';
import { APPOINTMENT_STATUSES, APPOINTMENT_DECISIONS } from '../../shared/appointments/schema.js';

describe('visit request decisions', () => {
  it('lets only a scheduled request be confirmed or canceled', () => {
    for (const to of APPOINTMENT_DECISIONS) expect(canDecide('scheduled', to)).toBe(true);
    for (const from of APPOINTMENT_STATUSES.filter((s) => s !== 'scheduled')) {
      for (const to of APPOINTMENT_DECISIONS) expect(canDecide(from, to), `${from} → ${to}`).toBe(false);
    }
  });
});

describe('"today" is the calendar day in Quebec (America/Toronto)', () => {
  it.each([
    // EST (UTC−5) in winter: 04:59 UTC is still the evening before in Quebec.
    ['2026-01-15T04:59:59.999Z', '2026-01-14'],
    ['2026-01-15T05:00:00.000Z', '2026-01-15'],
    // EDT (UTC−4) in summer.
    ['2026-07-01T03:59:59.999Z', '2026-06-30'],
    ['2026-07-01T04:00:00.000Z', '2026-07-01'],
    // New Year's Eve in Quebec while it is already next year in UTC.
    ['2027-01-01T02:00:00.000Z', '2026-12-31'],
    // The night clocks go forward (March 8, 2026, 02:00 EST → 03:00 EDT) and back (November 1, 2026).
    ['2026-03-08T07:30:00.000Z', '2026-03-08'],
    ['2026-11-01T05:30:00.000Z', '2026-11-01'],
    ['2026-11-02T04:59:00.000Z', '2026-11-01'],
  ])('%s is on %s', (instant, day) => {
    expect(quebecDay(instant)).toBe(day);
    expect(dayBucket(new Date(instant))).toBe(`day#${day}`);
  });
});

describe('counter moves', () => {
  const at = '2026-05-20T14:00:00.000Z';
  it('counts a new request in the total, its status and its start day', () => {
    expect(counterMoves(null, { eventStatus: 'scheduled', eventStartTime: at })).toEqual([
      { bucket: 'all', name: 'total', by: 1 },
      { bucket: 'all', name: 'scheduled', by: 1 },
      { bucket: 'day#2026-05-20', name: 'total', by: 1 },
    ]);
  });

  it('moves one status to the other on a decision, and nothing else', () => {
    expect(counterMoves({ eventStatus: 'scheduled', eventStartTime: at }, { eventStatus: 'canceled', eventStartTime: at })).toEqual([
      { bucket: 'all', name: 'scheduled', by: -1 },
      { bucket: 'all', name: 'canceled', by: 1 },
    ]);
  });

  it('moves the day when the start time changes to another Quebec day, and nothing when it stays', () => {
    expect(counterMoves({ eventStatus: 'scheduled', eventStartTime: at }, { eventStatus: 'scheduled', eventStartTime: '2026-05-21T03:59:00.000Z' })).toEqual([]);
    expect(counterMoves({ eventStatus: 'scheduled', eventStartTime: at }, { eventStatus: 'scheduled', eventStartTime: '2026-05-21T04:00:00.000Z' })).toEqual([
      { bucket: 'day#2026-05-20', name: 'total', by: -1 },
      { bucket: 'day#2026-05-21', name: 'total', by: 1 },
    ]);
  });
});

describe('search keys', () => {
  it('folds the visitor name, e-mail and property title (accents, case) into one text', () => {
    expect(searchKeys({ inviteeName: 'Hélène  Côté', inviteeEmail: 'Helene@Exemple.ca' }, 'Condo à Québec')).toEqual({
      propertyTitleKey: 'condo a quebec',
      searchText: 'helene cote helene@exemple.ca condo a quebec',
    });
    expect(searchKeys({ inviteeName: 'Marc' }, undefined)).toEqual({ propertyTitleKey: '', searchText: 'marc' });
  });
});

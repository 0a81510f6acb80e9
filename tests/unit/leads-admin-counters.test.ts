import { describe, expect, it } from 'vitest';
import { brokerageDay as leadDay } from '../../shared/calendar.js';
import { leadCounterMoves, toLeadStats } from '../../shared/leads/counters.js';
import { leadKeys } from '../../shared/leads/keys.js';

describe('lead counters', () => {
  it('count "today" on the Quebec calendar day, summer and winter time', () => {
    expect(leadDay('2026-11-24T04:59:59.999Z')).toBe('2026-11-23'); // 23:59:59 EST
    expect(leadDay('2026-11-24T05:00:00.000Z')).toBe('2026-11-24');
    expect(leadDay('2026-07-01T03:59:00.000Z')).toBe('2026-06-30'); // 23:59 EDT
    expect(leadDay('2026-07-01T04:00:00.000Z')).toBe('2026-07-01');
    expect(leadDay(new Date('2028-03-01T04:30:00.000Z'))).toBe('2028-02-29');
  });

  it('move the total, the type and the day of the lead, by the same amount', () => {
    const lead = { leadType: 'vendeur' as const, createdAt: '2026-11-24T03:00:00.000Z' };
    expect(leadCounterMoves(lead, 1)).toEqual([
      { key: { scope: 'leads', bucket: 'total', name: 'all' }, by: 1 },
      { key: { scope: 'leads', bucket: 'total', name: 'vendeur' }, by: 1 },
      { key: { scope: 'leads', bucket: 'day#2026-11-23', name: 'created' }, by: 1 },
    ]);
    expect(leadCounterMoves(lead, -1).map((m) => m.by)).toEqual([-1, -1, -1]);
  });

  it('read missing counters as 0 and never show below 0', () => {
    expect(toLeadStats({ all: 12, acheteur: 7, vendeur: 5 }, { created: 2 })).toEqual({ total: 12, today: 2, buyers: 7, sellers: 5 });
    expect(toLeadStats({}, {})).toEqual({ total: 0, today: 0, buyers: 0, sellers: 0 });
    expect(toLeadStats({ all: -1 }, { created: -2 })).toMatchObject({ total: 0, today: 0 });
  });
});

describe('lead search text', () => {
  it('folds accents and case of the name and the e-mail', () => {
    expect(leadKeys({ name: 'Hélène CÔTÉ', email: 'Helene@Exemple.ca' }).searchText).toBe('helene cote helene@exemple.ca');
    expect(leadKeys({ name: 'Gilles', email: null }).searchText).toBe('gilles');
  });
});

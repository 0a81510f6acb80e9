import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type LeadStatus } from '../../shared/leads/schema.js';
import { canMoveLead, parseStatusHistory, refusedMoveMessage, statusHistoryEntry } from '../../shared/leads/workflow.js';

describe('lead status workflow', () => {
  const allowed: [string, LeadStatus][] = [
    ['new', 'contacted'],
    ['new', 'lost'],
    ['contacted', 'qualified'],
    ['contacted', 'lost'],
    ['qualified', 'won'],
    ['qualified', 'lost'],
  ];

  it('allows exactly these moves: one step forward, or lost from any open status', () => {
    const every = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to] as [string, LeadStatus]));
    expect(every.filter(([from, to]) => canMoveLead(from, to))).toEqual(allowed);
  });

  it('keeps won and lost final, and allows nothing from a status it does not know', () => {
    for (const to of LEAD_STATUSES) {
      expect(canMoveLead('won', to)).toBe(false);
      expect(canMoveLead('lost', to)).toBe(false);
      expect(canMoveLead('archivé', to)).toBe(false);
      expect(canMoveLead('toString', to)).toBe(false);
    }
  });

  it('refuses in French with the statuses named', () => {
    expect(refusedMoveMessage('new', 'won')).toBe('Un lead « Nouveau » ne peut pas passer à « Gagné ». Étapes permises : nouveau → contacté → qualifié → gagné ou perdu.');
  });

  it('stores each change dated and reads it back in order', () => {
    const entries = [statusHistoryEntry({ status: 'contacted', at: '2026-11-20T14:00:00.000Z' }), statusHistoryEntry({ status: 'qualified', at: '2026-11-21T09:30:00.000Z' })];
    expect(entries[0]).toBe('2026-11-20T14:00:00.000Z|contacted');
    expect(parseStatusHistory(entries)).toEqual([
      { status: 'contacted', at: '2026-11-20T14:00:00.000Z' },
      { status: 'qualified', at: '2026-11-21T09:30:00.000Z' },
    ]);
    expect(parseStatusHistory(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { looksAutomated, MIN_FILL_MS, withoutGuard } from '../../shared/abuse/form-guard.js';
import { RATE_LIMIT, rateCounterKey } from '../../shared/abuse/server/rate-limit.js';

describe('looksAutomated', () => {
  it.each([
    [{ website: '', elapsedMs: MIN_FILL_MS }, false],
    [{ website: '   ', elapsedMs: 60_000 }, false],
    [{ elapsedMs: MIN_FILL_MS + 1 }, false],
    [{ website: 'x', elapsedMs: 60_000 }, true],
    [{ website: '', elapsedMs: MIN_FILL_MS - 1 }, true],
    [{ website: '' }, true],
    [{}, true],
  ])('%j → %s', (guard, expected) => expect(looksAutomated(guard)).toBe(expected));

  it('strips the guard fields from what the operation receives', () => {
    expect(withoutGuard({ nom: 'A', website: '', elapsedMs: 3000 })).toEqual({ nom: 'A' });
  });
});

describe('rateCounterKey', () => {
  const t = Date.UTC(2026, 10, 23, 10, 0, 0);
  it('never holds the address itself', () => {
    const { key } = rateCounterKey('seller-lead', 'ip', '203.0.113.9', t);
    expect(key).not.toContain('203.0.113');
    expect(key).toMatch(/^ip#[\w-]{43}$/);
  });
  it('is the same within one window, per scope and kind, and changes with the window', () => {
    const a = rateCounterKey('seller-lead', 'ip', '203.0.113.9', t);
    expect(rateCounterKey('seller-lead', 'ip', '203.0.113.9', t + 60_000).key).toBe(a.key);
    expect(rateCounterKey('seller-lead', 'ip', '203.0.113.9', t + RATE_LIMIT.windowSeconds * 1000).key).not.toBe(a.key);
    expect(rateCounterKey('newsletter', 'ip', '203.0.113.9', t).key).not.toBe(a.key);
    expect(rateCounterKey('seller-lead', 'email', '203.0.113.9', t).key).not.toBe(a.key);
  });
  it('folds e-mail case and spaces and expires after its window', () => {
    const a = rateCounterKey('newsletter', 'email', 'Julie@Example.com ', t);
    expect(rateCounterKey('newsletter', 'email', 'julie@example.com', t).key).toBe(a.key);
    expect(a.expiresAt * 1000).toBeGreaterThan(t + RATE_LIMIT.windowSeconds * 1000);
  });
});

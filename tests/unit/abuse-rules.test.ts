import { describe, expect, it } from 'vitest';
import { looksAutomated, MIN_FILL_MS, withoutGuard } from '../../shared/abuse/form-guard.js';
import { RATE_LIMIT, slidingWindow } from '../../shared/abuse/server/rate-limit.js';

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

describe('slidingWindow', () => {
  const start = Date.UTC(2026, 10, 23, 10, 0, 0);
  const window = (subject: string, nowMs: number) => slidingWindow(subject, RATE_LIMIT.windowSeconds, nowMs);
  it('never holds the address itself', () => {
    const { current, previous } = window('seller-lead|ip|203.0.113.9', start);
    expect(current).toMatch(/^[\w-]{43}$/);
    expect(`${current}${previous}`).not.toContain('203.0.113');
  });
  it('keeps its keys within one window, changes them with the window and the subject', () => {
    const a = window('seller-lead|ip|203.0.113.9', start);
    expect(window('seller-lead|ip|203.0.113.9', start + 60_000).current).toBe(a.current);
    const next = window('seller-lead|ip|203.0.113.9', start + RATE_LIMIT.windowSeconds * 1000);
    expect(next.current).not.toBe(a.current);
    expect(next.previous).toBe(a.current);
    expect(window('newsletter|ip|203.0.113.9', start).current).not.toBe(a.current);
  });
  it('weighs the previous window by how much of it is still within the last window, and outlives it', () => {
    expect(window('s', start).previousWeight).toBe(1);
    expect(window('s', start + (RATE_LIMIT.windowSeconds * 1000) / 4).previousWeight).toBe(0.75);
    const { expiresAt } = window('s', start + RATE_LIMIT.windowSeconds * 1000 - 1);
    // The counter is still there when the next window reads it as its previous one.
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(start + 2 * RATE_LIMIT.windowSeconds * 1000);
  });
});

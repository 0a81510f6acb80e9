import { describe, expect, it } from 'vitest';
import { seededRandom } from '../support/seeded-random.js';

describe('seededRandom (the tests’ random inputs)', () => {
  it('gives the same numbers for the same seed, other numbers for another seed, all in [0, 1)', () => {
    const take = (seed: string) => Array.from({ length: 1000 }, seededRandom(seed));
    const first = take('consent › refused #0.0');
    expect(take('consent › refused #0.0')).toEqual(first);
    expect(take('consent › refused #0.1')).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    // Spread like Math.random's: no value repeats, and the deciles are evenly filled.
    expect(new Set(first).size).toBe(first.length);
    const deciles = Array.from({ length: 10 }, (_, d) => first.filter((n) => Math.floor(n * 10) === d).length);
    for (const count of deciles) expect(count).toBeGreaterThan(60);
  });
});

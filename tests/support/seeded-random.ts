/**
 * Random test inputs that come back: a small seeded generator (mulberry32, seed hashed with FNV-1a). The
 * same seed (a test's title) gives the same numbers, so a failure an input caused happens again on a rerun.
 * Returns numbers in [0, 1), like Math.random.
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

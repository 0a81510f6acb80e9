import { afterAll } from 'vitest';

/**
 * The integration files share one worker and its modules (vitest.config.ts: `isolate: false`), so each file
 * leaves process.env as it found it: a fake's URL set by one file never reaches the next.
 */
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-media-cache-'));
process.env.BROKERAGE_CACHE_DIR = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('draws a demo photo once per machine: the next seed reads the same bytes from the cache', async () => {
  const { demoMediaCache } = await import('../../infra/local/seed/media-cache.js');
  const drawn = Buffer.from('webp bytes');
  let draws = 0;
  const draw = async () => (draws++, drawn);
  expect(await demoMediaCache.get('photos/a/640.webp', draw)).toEqual(drawn);
  expect(await demoMediaCache.get('photos/a/640.webp', draw)).toEqual(drawn);
  expect(draws).toBe(1);
  // Kept under a fingerprint of the drawing code and data: one folder, no partial file left.
  const [fingerprint, ...others] = readdirSync(path.join(dir, 'demo-media'));
  expect(others).toEqual([]);
  expect(readdirSync(path.join(dir, 'demo-media', fingerprint!))).toEqual(['photos__a__640.webp']);
});

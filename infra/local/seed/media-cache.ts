import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machineCacheDir, ROOT } from '../paths.js';

/**
 * The demo photos are drawn and encoded by code (photos.ts, then the upload pipeline's renditions): about
 * half a minute of CPU per seed, the same bytes every time. They are kept on disk under a fingerprint of
 * everything that shapes them (the seed's drawing code and data, the media code, sharp's version), so each
 * test stack, the bench's and `npm start` draw them once per machine and a change to any input draws them
 * again (infra/local/paths.ts, machineCacheDir).
 */
const INPUTS = ['infra/local/seed/photos.ts', 'infra/local/seed/seed.ts', 'infra/local/seed/media-cache.ts', 'infra/local/seed/data', 'shared/media', 'web/src/features/home/hero-images.ts', 'node_modules/sharp/package.json'];

function files(relative: string): string[] {
  const full = path.join(ROOT, relative);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [full];
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function open() {
  const root = path.join(machineCacheDir(), 'demo-media');
  const dir = path.join(root, fingerprint());
  mkdirSync(dir, { recursive: true });
  // Photos of older inputs are never read again.
  for (const other of readdirSync(root)) if (path.join(root, other) !== dir) rmSync(path.join(root, other), { recursive: true, force: true });
  return {
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const file = path.join(dir, key.replaceAll('/', '__'));
      try {
        return readFileSync(file);
      } catch {
        const body = await render();
        // Written aside then renamed: a stack seeding at the same moment never reads half a file. A cache
        // that cannot be written (another checkout pruned it, a full disk) only costs the next seed its time.
        const partial = `${file}.${process.pid}.partial`;
        try {
          mkdirSync(dir, { recursive: true });
          writeFileSync(partial, body);
          renameSync(partial, file);
        } catch {
          rmSync(partial, { force: true });
        }
        return body;
      }
    },
  };
}

let cache: ReturnType<typeof open> | undefined;
export const demoMediaCache = { get: (key: string, render: () => Promise<Buffer>) => (cache ??= open()).get(key, render) };

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireNativeModules } from '../../infra/native-modules.js';

describe('native packages of the Lambda bundles', () => {
  it('are the linux-arm64 copy `npm install` fetched (its postinstall): synth copies it, no network', () => {
    const dir = requireNativeModules(['sharp']);
    expect(existsSync(join(dir, 'node_modules', '@img', 'sharp-linux-arm64', 'package.json'))).toBe(true);
    expect(existsSync(join(dir, 'node_modules', '@img', 'sharp-libvips-linux-arm64', 'package.json'))).toBe(true);
  });

  it('fail at once, naming what to do, when that copy is missing (never an install that hangs offline)', () => {
    const empty = mkdtempSync(join(tmpdir(), 'lambda-native-'));
    try {
      const started = Date.now();
      expect(() => requireNativeModules(['sharp'], empty)).toThrow(/sharp for linux-arm64 is missing .* run `npm install`/);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });

describe('request paths', () => {
  it('never Scan the table (functions/ and shared/)', () => {
    const offenders = [...files('functions'), ...files('shared')].filter((f) => /ScanCommand|\.scan\b/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

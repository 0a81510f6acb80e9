import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (issue 30): the architecture is docs/architecture.md, and no tracked file
 * may send a reader to the team's handbook or anything else beside the checkout.
 */
/** Tracked files, and new ones not ignored yet (they will be). */
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => file && !/(^|\/)(node_modules|\.git|cdk\.out)\//.test(file) && existsSync(file));

/** Text files only: a NUL byte marks a binary (images, fonts). */
const texts = tracked.flatMap((file) => {
  const bytes = readFileSync(file);
  return bytes.includes(0) ? [] : [{ file, lines: bytes.toString('utf8').split('\n') }];
});

const where = (file: string, index: number, line: string) => `${file}:${index + 1}: ${line.trim()}`;

/** Relative paths to a folder named shared, resolved from the file that names them. */
const SHARED_PATH = /(?:\.\.\/)+shared\//g;
/** True when the path leaves the repository (the handbook's folder sits beside the checkout). */
const leavesRepository = (file: string, relative: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), relative)).startsWith('../');

describe('architecture references', () => {
  it('reads the tracked files', () => {
    expect(texts.map((t) => t.file)).toContain('docs/architecture.md');
  });

  it('cite docs/architecture.md, never the handbook outside the repository', () => {
    const offenders = texts.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (/ARCHITECTURE\.md|handbook (rule|§)|\/work\/shared\b/.test(line) ? [where(file, i, line)] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('name no path that leaves the repository for a shared folder beside it', () => {
    // Paths in tests are often data for a made-up file (lint fixtures), not relative to the test itself.
    const offenders = texts.filter(({ file }) => !file.startsWith('tests/')).flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => ([...line.matchAll(SHARED_PATH)].some(([m]) => leavesRepository(file, m)) ? [where(file, i, line)] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('tells a path into the repository from one beside it', () => {
    expect(leavesRepository('web/src/components/card.tsx', '../../../shared/')).toBe(false);
    expect(leavesRepository('README.md', '../shared/')).toBe(true);
    expect(leavesRepository('docs/decisions.md', '../../shared/')).toBe(true);
  });
});

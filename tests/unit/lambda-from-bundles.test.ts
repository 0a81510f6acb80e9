import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/constructs/app-function.js';
import { httpFunction } from '../../infra/functions.js';
import { handlerModuleUrl } from '../../infra/local/lambda-context.js';

/** Where the local stack loads a function from: its TypeScript entry, or its bundle with LAMBDA_FROM_BUNDLES. */
describe('handlerModuleUrl', () => {
  const def = httpFunction('platform-api');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the entry CDK bundles when no folder of bundles is named', () => {
    expect(handlerModuleUrl(def, undefined)).toBe(pathToFileURL(path.join(REPO_ROOT, def.entry)).href);
    expect(handlerModuleUrl(def, '')).toBe(pathToFileURL(path.join(REPO_ROOT, def.entry)).href);
  });

  it("is the function's bundle, <folder>/<name>/index.mjs, when LAMBDA_FROM_BUNDLES names one", () => {
    mkdirSync(path.join(dir, def.name));
    writeFileSync(path.join(dir, def.name, 'index.mjs'), 'export const handler = async () => ({ statusCode: 200 });');
    expect(handlerModuleUrl(def, dir)).toBe(pathToFileURL(path.join(dir, def.name, 'index.mjs')).href);
  });

  it('refuses a folder without the bundle, saying how to build it (never falls back to the sources)', () => {
    expect(() => handlerModuleUrl(httpFunction('public-api'), dir)).toThrow(/no bundle for public-api.*build-bundles\.ts/);
  });
});

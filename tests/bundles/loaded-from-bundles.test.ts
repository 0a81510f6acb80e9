import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { LAMBDA_ESBUILD } from '../../infra/constructs/app-function.js';
import { CONSUMER_RULES } from '../../events/rules.js';
import { SCHEDULES } from '../../events/schedules.js';
import { STORAGE_RULES } from '../../events/storage-rules.js';
import { COGNITO_TRIGGERS, cognitoTrigger, FUNCTION_REGISTRY, httpFunction, ruleConsumer, scheduledJob, storageConsumer } from '../../infra/functions.js';
import { FUNCTIONS } from '../../shared/http/routes.js';
import { handlerModuleUrl, loadedHandlers, loadHandler } from '../../infra/local/lambda-context.js';
import { api } from '../integration/helpers.js';

/**
 * The integration project really runs the bundles: were the TypeScript sources loaded instead (LAMBDA_FROM_BUNDLES
 * ignored somewhere), these fail, and the integration files would be testing the sources.
 */
const { dir, loaded } = inject('bundles');
const bundleUrl = (name: string) => pathToFileURL(join(dir, name, 'index.mjs')).href;

/** The functions the local stack loads (infra/local/stack.ts): the HTTP functions, consumers, jobs and triggers it serves. */
const servedByStack = new Set(
  [
    ...FUNCTIONS.map(httpFunction),
    ...CONSUMER_RULES.map((r) => ruleConsumer(r.name)),
    ...STORAGE_RULES.map((r) => storageConsumer(r.name)),
    ...SCHEDULES.map((s) => scheduledJob(s.name)),
    ...COGNITO_TRIGGERS.map(cognitoTrigger),
  ].map((f) => f.name),
);

describe('the bundle-mode stack', () => {
  it.each([...servedByStack].map((name) => [name]))('loaded %s from its bundle, not from its TypeScript entry', (name) => {
    expect(loaded[name]).toBe(bundleUrl(name));
  });

  it('loaded nothing from the sources', () => {
    expect(Object.entries(loaded).filter(([name, url]) => url !== bundleUrl(name))).toEqual([]);
  });

  it('loaded files esbuild wrote with the deployed settings (banner, minified), not sources', () => {
    for (const [name, url] of Object.entries(loaded)) {
      const text = readFileSync(fileURLToPath(url), 'utf8');
      expect(text.startsWith(LAMBDA_ESBUILD.banner), name).toBe(true);
      // Everything is in the file: its static imports are Node's own modules only (sharp loads on first use).
      const imports = [...text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{][^;"']*?from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
      expect(imports.filter((p) => !p.startsWith('node:') && !builtinModules.includes(p)), name).toEqual([]);
    }
  });

  it('answers through the gateway with the bundled functions', async () => {
    expect(await api('/api/health')).toMatchObject({ status: 200 });
  });
});

describe('loadHandler in a test of this project', () => {
  it.each(FUNCTION_REGISTRY.filter((f) => !servedByStack.has(f.name) || f.name === 'dashboard-rollup').map((f) => [f.name, f]))('runs the bundle of %s too', async (_name, def) => {
    expect(process.env.LAMBDA_FROM_BUNDLES).toBe(dir);
    expect(handlerModuleUrl(def)).toBe(bundleUrl(def.name));
    await loadHandler(def);
    expect(loadedHandlers.get(def.name)).toBe(bundleUrl(def.name));
  });
});

import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE_BUDGET_BYTES, LAMBDA_ESBUILD, REPO_ROOT } from '../../infra/constructs/app-function.js';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';

/**
 * Every registered function bundled as AppFunction bundles it (same esbuild settings, in memory, one
 * build), read from esbuild's metafile: what each bundle weighs and which sources it carries.
 */
let outputs: Map<string, Metafile['outputs'][string]>;

/**
 * The enforced ceiling while the functions still bundle the AWS SDK and every ElectroDB entity (see
 * the issue 12 note): it catches a regression toward the old 1.3–1.9 MB bundles. The target is
 * LAMBDA_BUNDLE_BUDGET_BYTES (400 KB); lower this constant as the bundles shrink.
 */
const BUNDLE_CEILING_BYTES = 1_400 * 1024;
/**
 * The page renderers carry the public web app and react-dom/server; page-render also reads a broker's
 * property links from the table (ElectroDB and the DynamoDB client). Over budget: named in the issue 12 note.
 */
const RENDERER_CEILING_BYTES: Record<string, number> = { 'page-render': 1_900 * 1024, 'render-site': 1_400 * 1024 };

beforeAll(async () => {
  const result = await build({
    ...LAMBDA_ESBUILD,
    banner: { js: LAMBDA_ESBUILD.banner },
    define: { ...LAMBDA_ESBUILD.define },
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    alias: Object.fromEntries(Object.entries(LAMBDA_ESBUILD.alias).map(([name, path]) => [name, join(REPO_ROOT, path)])),
    entryPoints: Object.fromEntries(FUNCTION_REGISTRY.map((f) => [f.name, join(REPO_ROOT, f.entry)])),
    external: [...new Set(FUNCTION_REGISTRY.flatMap((f) => f.nativeModules ?? []))],
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(REPO_ROOT, 'cdk.out', 'bundle-test'),
    absWorkingDir: REPO_ROOT,
    logLevel: 'error',
  });
  outputs = new Map(Object.values(result.metafile.outputs).flatMap((o) => (o.entryPoint ? [[FUNCTION_REGISTRY.find((f) => join(REPO_ROOT, f.entry).endsWith(o.entryPoint!))!.name, o] as const] : [])));
}, 60_000);

const inputsOf = (fn: string) => Object.keys(outputs.get(fn)!.inputs);

describe.each(FUNCTION_REGISTRY.map((f) => [f.name]))('%s bundle', (fn) => {
  it(`stays under the ceiling (target ${LAMBDA_BUNDLE_BUDGET_BYTES / 1024} KB)`, () => {
    expect(outputs.get(fn)!.bytes).toBeLessThanOrEqual(Math.max(RENDERER_CEILING_BYTES[fn] ?? BUNDLE_CEILING_BYTES, LAMBDA_BUNDLE_BUDGET_BYTES));
  });

  it('carries no zod locale but English, no X-Ray SDK and no credential chain beyond the environment', () => {
    const inputs = inputsOf(fn);
    expect(inputs.filter((i) => /zod\/v4\/locales\/(?!en\.js|index\.js)/.test(i))).toEqual([]);
    expect(inputs.filter((i) => /aws-xray-sdk|@aws-sdk\/(credential-provider-node|nested-clients)\//.test(i))).toEqual([]);
  });
});

describe('HTTP functions load only their own routes', () => {
  const routeModules = (fn: string) => inputsOf(fn).filter((i) => i.includes('shared/http/routes/')).map((i) => i.replace(/.*shared\/http\/routes\//, ''));
  it('tracking-ingest: the tracking routes only', () => expect(routeModules('tracking-ingest')).toEqual(['tracking.ts']));
  it('integrations-api: its three areas only', () => expect(routeModules('integrations-api').sort()).toEqual(['lead-sync.ts', 'property-sync.ts', 'scheduling.ts']));
  it('admin-api: never the other functions’ areas', () => {
    expect(routeModules('admin-api')).not.toContain('tracking.ts');
    expect(routeModules('admin-api')).not.toContain('lead-sync.ts');
    expect(routeModules('admin-api')).not.toContain('search.ts');
  });
});

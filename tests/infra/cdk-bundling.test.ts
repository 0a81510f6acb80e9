import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, expect, it } from 'vitest';
import { AppFunction } from '../../infra/constructs/app-function.js';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';
import { buildBundles } from '../../infra/local/build-bundles.js';

/**
 * CDK's own bundling (NodejsFunction runs the esbuild CLI with AppFunction's options) writes the same bytes as
 * infra/local/build-bundles.ts (the esbuild API with LAMBDA_ESBUILD), which the integration suite runs. So the
 * other infra tests synthesize without bundling, and what the integration suite proves holds for the deployed
 * asset. Two functions: one plain, one with a native package (the command hook copying sharp's linux-arm64 copy).
 */
const dir = mkdtempSync(join(tmpdir(), 'cdk-bundling-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.each(['platform-api', 'photo-process'])('%s: the asset CDK bundles is byte for byte the local bundle', async (name) => {
  const def = FUNCTION_REGISTRY.find((f) => f.name === name)!;
  const app = new App({ outdir: join(dir, `${name}-cdk.out`) });
  const stack = new Stack(app, 'Bundling', { env: { account: '123456789012', region: 'ca-central-1' } });
  new AppFunction(stack, 'Fn', { entry: def.entry, description: def.description, access: {}, nativeModules: def.nativeModules });
  const assembly = app.synth();
  const resources = Object.values(assembly.getStackByName('Bundling').template.Resources as Record<string, { Type: string; Properties: any }>);
  const s3Key: string = resources.find((r) => r.Type === 'AWS::Lambda::Function')!.Properties.Code.S3Key;
  const asset = join(assembly.directory, `asset.${s3Key.replace(/\.zip$/, '')}`);

  const [local] = await buildBundles(join(dir, `${name}-local`), { functions: [def] });
  expect(readFileSync(join(asset, 'index.mjs')).equals(readFileSync(local!.file))).toBe(true);
  for (const native of def.nativeModules ?? []) expect(existsSync(join(asset, 'node_modules', native, 'package.json'))).toBe(true);
}, 120_000);

/**
 * `npm run bench:functions`: the deployed size and the module import time of every Lambda of the
 * registry (infra/functions.ts), read from the synthesized cloud assembly, against the budgets of
 * issue 12 (400 KB minified, 120 ms import on this machine).
 *
 *   npm run bench:functions                       synthesizes first (npm run synth → cdk.out)
 *   npm run bench:functions -- --no-synth         reads the existing cdk.out
 *   npm run bench:functions -- --cdk-out <dir>    reads that cloud assembly (implies --no-synth)
 *   npm run bench:functions -- --runs 11          fresh node processes per function (default 7)
 *
 * Size: the bytes of every .js/.mjs file of the asset outside node_modules (what esbuild wrote;
 * native packages installed beside the bundle, like sharp, are not ours to minify). Source maps in
 * the asset are reported as a failure: they stay out of the deployed code.
 * Import time: median over fresh `node` processes of `await import(<asset>/index.mjs)`, only the import
 * timed, with the function's environment from the template (unresolved tokens replaced by harmless
 * values), then the loading its entry defers to the first event (`handler.load`, reported beside it, not
 * budgeted; the SDK clients load later still, on their first call). Packages the bundle leaves to the
 * runtime (the AWS SDK) resolve from the repository's node_modules, as the
 * Lambda runtime provides them beside /var/task. Exit code 1 when a function is over a budget.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';
import { REPO_ROOT } from '../../infra/constructs/app-function.js';

export const SIZE_BUDGET_BYTES = 400 * 1024;
export const IMPORT_BUDGET_MS = 120;

type LambdaResource = {
  Type: string;
  Properties: { Description?: string; Code?: { S3Key?: unknown }; Environment?: { Variables?: Record<string, unknown> } };
};

/** Every file under dir, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = join(prefix, e.name);
    return e.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

export type FunctionAsset = { name: string; assetDir: string; environment: Record<string, string> };

/** Each registered function's asset directory and environment in a cloud assembly (cdk.out). */
export function functionAssets(cdkOut: string): FunctionAsset[] {
  const manifest = JSON.parse(readFileSync(join(cdkOut, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  const lambdas: LambdaResource[] = [];
  const assetPaths = new Map<string, string>();
  for (const artifact of Object.values(manifest.artifacts)) {
    if (artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile) {
      const template = JSON.parse(readFileSync(join(cdkOut, artifact.properties.templateFile), 'utf8')) as { Resources: Record<string, LambdaResource> };
      lambdas.push(...Object.values(template.Resources).filter((r) => r.Type === 'AWS::Lambda::Function'));
    }
  }
  for (const file of readdirSync(cdkOut).filter((f) => f.endsWith('.assets.json'))) {
    const assets = JSON.parse(readFileSync(join(cdkOut, file), 'utf8')) as { files?: Record<string, { source: { path: string } }> };
    for (const [hash, asset] of Object.entries(assets.files ?? {})) assetPaths.set(hash, join(cdkOut, asset.source.path));
  }
  return FUNCTION_REGISTRY.map((def) => {
    // registeredFunction describes each Lambda as "<registry name>: <description>".
    const matches = lambdas.filter((l) => l.Properties.Description?.startsWith(`${def.name}: `));
    if (matches.length !== 1) throw new Error(`Expected one Lambda described "${def.name}: …" in ${cdkOut}, found ${matches.length}`);
    const { Code, Environment } = matches[0]!.Properties;
    const key = typeof Code?.S3Key === 'string' ? Code.S3Key : undefined;
    const assetDir = key ? assetPaths.get(key.replace(/\.zip$/, '')) : undefined;
    if (!assetDir || !existsSync(assetDir)) throw new Error(`No asset directory for ${def.name} in ${cdkOut}`);
    const environment = Object.fromEntries(
      Object.entries(Environment?.Variables ?? {}).map(([name, value]) => [name, typeof value === 'string' ? value : harmless(name)]),
    );
    return { name: def.name, assetDir, environment };
  });
}

/** A value of the right shape for a variable CloudFormation resolves at deploy time. */
function harmless(name: string): string {
  if (name.endsWith('_URL') || name === 'SITE_ORIGIN') return 'https://example.invalid/event';
  if (name === 'USER_POOL_ID') return 'ca-central-1_bench';
  if (name.endsWith('_ARN')) return `arn:aws:bench:ca-central-1:000000000000:${name.toLowerCase()}`;
  return `bench-${name.toLowerCase().replaceAll('_', '-')}`;
}

export type AssetSize = { bytes: number; files: number; sourceMaps: string[] };

/** Bytes of the asset's own JavaScript (node_modules installed beside it excluded) and any source map. */
export function assetSize(assetDir: string): AssetSize {
  const files = filesUnder(assetDir).filter((f) => !f.split('/').includes('node_modules'));
  const code = files.filter((f) => /\.(m|c)?js$/.test(f));
  return {
    bytes: code.reduce((sum, f) => sum + statSync(join(assetDir, f)).size, 0),
    files: code.length,
    sourceMaps: files.filter((f) => f.endsWith('.map')),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Median import time of the asset's index.mjs over `runs` fresh node processes. The bundle is copied
 * beside a node_modules link to the repository's, so what it leaves to the runtime (or installs natively
 * for linux-arm64) resolves to this machine's copies.
 */
export function importTime(asset: FunctionAsset, runs: number, sandbox: string): { wallMs: number; cpuMs: number; firstUseMs: number | undefined } {
  const dir = join(sandbox, asset.name);
  cpSync(asset.assetDir, dir, { recursive: true, filter: (src) => !relative(asset.assetDir, src).split('/').includes('node_modules') });
  const url = pathToFileURL(join(dir, 'index.mjs')).href;
  // Wall time is the budget; CPU time (user + system of the process) says the same with less noise when
  // the machine is shared.
  // Then, when the entry loads its work on first use (lazyHandler, lazyHttpHandler: `handler.load`), how
  // long that loading takes: the part of a cold start that moved from the import to the first event.
  const script = `const c = process.cpuUsage(); const t = performance.now(); const m = await import(${JSON.stringify(url)}); const u = process.cpuUsage(c); const w = performance.now() - t;
let f = null; if (typeof m.handler?.load === 'function') { const t2 = performance.now(); await m.handler.load(); f = performance.now() - t2; }
process.stdout.write(JSON.stringify([w, (u.user + u.system) / 1000, f]));`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_LAMBDA_FUNCTION_NAME: asset.name,
    ...asset.environment,
  };
  const wall: number[] = [];
  const cpu: number[] = [];
  const firstUse: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { cwd: dir, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`Importing ${asset.name} failed:\n${run.stderr.slice(-3000)}`);
    const [wallMs, cpuMs, firstUseMs] = JSON.parse(run.stdout) as [number, number, number | null];
    wall.push(wallMs);
    cpu.push(cpuMs);
    if (firstUseMs !== null) firstUse.push(firstUseMs);
  }
  return { wallMs: median(wall), cpuMs: median(cpu), firstUseMs: firstUse.length ? median(firstUse) : undefined };
}

function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const cdkOut = option('--cdk-out') ?? join(REPO_ROOT, 'cdk.out');
  const runs = Number(option('--runs') ?? 7);
  if (!args.includes('--no-synth') && !option('--cdk-out')) {
    console.log('Synthesizing (npm run synth)…');
    execFileSync('npm', ['run', 'synth'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' } });
  }
  const sandbox = mkdtempSync(join(tmpdir(), 'bench-functions-'));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(sandbox, 'node_modules'), 'dir');
  const rows: Record<string, string | number>[] = [];
  let failures = 0;
  try {
    for (const asset of functionAssets(cdkOut)) {
      const size = assetSize(asset.assetDir);
      const { wallMs, cpuMs, firstUseMs } = importTime(asset, runs, sandbox);
      const over = [
        size.bytes > SIZE_BUDGET_BYTES ? 'size' : '',
        wallMs > IMPORT_BUDGET_MS ? 'import' : '',
        size.sourceMaps.length ? 'source map' : '',
      ].filter(Boolean);
      if (over.length) failures++;
      rows.push({ function: asset.name, 'size KB': Math.round(size.bytes / 102.4) / 10, files: size.files, 'import ms': Math.round(wallMs), 'cpu ms': Math.round(cpuMs), 'first-use load ms': firstUseMs === undefined ? '-' : Math.round(firstUseMs), over: over.join(', ') || '-' });
    }
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
  console.table(rows);
  console.log(`Budgets: ${SIZE_BUDGET_BYTES / 1024} KB minified, ${IMPORT_BUDGET_MS} ms import (median of ${runs} fresh processes), no source map.`);
  console.log(`Load average when done: ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores (import times grow with it).`);
  if (failures) {
    console.log(`${failures} function(s) over budget.`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { LAMBDA_ESBUILD, REPO_ROOT } from '../constructs/app-function.js';
import { FUNCTION_REGISTRY, type FunctionDef } from '../functions.js';

/**
 * Every function of the registry bundled as AppFunction bundles it (NodejsFunction runs esbuild with
 * LAMBDA_ESBUILD), without `cdk synth`: `<outDir>/<name>/index.mjs`, the file Lambda imports. The local
 * stack runs these instead of the TypeScript sources when LAMBDA_FROM_BUNDLES=<outDir>
 * (infra/local/lambda-context.ts); `npm run bench:functions` times them.
 *
 *   npx tsx infra/local/build-bundles.ts [outDir]     (default: <tmp>/brokerage-lambda-bundles)
 *
 * Native packages (sharp) stay out of the bundle as in AWS, where the linux-arm64 copy is installed beside
 * it; here `<name>/node_modules/<package>` links to this machine's copy, so nothing else resolves from
 * the repository: a package wrongly left external fails to load instead of passing unnoticed.
 */
export const DEFAULT_BUNDLES_DIR = join(os.tmpdir(), 'brokerage-lambda-bundles');

/** The esbuild options of the deployed bundles (LAMBDA_ESBUILD), as NodejsFunction passes them. */
export function lambdaBuildOptions(overrides: { alias?: Record<string, string>; externalModules?: readonly string[] } = {}): BuildOptions {
  const alias = overrides.alias ?? LAMBDA_ESBUILD.alias;
  return {
    format: LAMBDA_ESBUILD.format,
    target: LAMBDA_ESBUILD.target,
    platform: LAMBDA_ESBUILD.platform,
    minify: LAMBDA_ESBUILD.minify,
    charset: LAMBDA_ESBUILD.charset,
    banner: { js: LAMBDA_ESBUILD.banner },
    define: { ...LAMBDA_ESBUILD.define },
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    // Paths relative to the repository root, as NodejsFunction's esbuild (working directory: the root) reads them.
    alias: Object.fromEntries(Object.entries(alias).map(([name, path]) => [name, join(REPO_ROOT, path)])),
    external: [...(overrides.externalModules ?? LAMBDA_ESBUILD.externalModules)],
    bundle: true,
    absWorkingDir: REPO_ROOT,
    logLevel: 'error',
  };
}

/** esbuild's metafile of the build, beside the bundles. */
export const BUNDLES_METAFILE = 'metafile.json';

export type BuiltBundle = { name: string; file: string; bytes: number; inputs: string[] };

/**
 * Bundles the given functions (default: the whole registry) into outDir, emptied first. One esbuild run
 * with an entry per function and no code splitting: each output is what NodejsFunction's `--outfile`
 * build of that entry writes.
 */
export async function buildBundles(
  outDir: string = DEFAULT_BUNDLES_DIR,
  options: { functions?: readonly FunctionDef[]; alias?: Record<string, string>; externalModules?: readonly string[] } = {},
): Promise<BuiltBundle[]> {
  const functions = options.functions ?? FUNCTION_REGISTRY;
  const dir = resolve(outDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const base = lambdaBuildOptions(options);
  const natives = [...new Set(functions.flatMap((f) => f.nativeModules ?? []))];
  const result = await build({
    ...base,
    external: [...(base.external ?? []), ...natives],
    entryPoints: Object.fromEntries(functions.map((f) => [`${f.name}/index`, join(REPO_ROOT, f.entry)])),
    outExtension: { '.js': '.mjs' },
    outdir: dir,
    metafile: true,
  });
  // What each bundle carries and imports, for the tests that read the bundles (tests/bundles/contents.test.ts).
  writeFileSync(join(dir, BUNDLES_METAFILE), JSON.stringify(result.metafile));
  for (const f of functions) {
    for (const m of f.nativeModules ?? []) {
      mkdirSync(join(dir, f.name, 'node_modules'), { recursive: true });
      symlinkSync(join(REPO_ROOT, 'node_modules', m), join(dir, f.name, 'node_modules', m), 'dir');
    }
  }
  const outputs = Object.entries(result.metafile.outputs) as [string, Metafile['outputs'][string]][];
  return functions.map((f) => {
    const file = join(dir, f.name, 'index.mjs');
    const output = outputs.find(([path]) => resolve(REPO_ROOT, path) === file)?.[1];
    if (!output || !existsSync(file)) throw new Error(`esbuild wrote no bundle for ${f.name} (${file})`);
    return { name: f.name, file, bytes: output.bytes, inputs: Object.keys(output.inputs) };
  });
}

/** The bundle a registered function runs from in `dir` (what LAMBDA_FROM_BUNDLES names). */
export const bundleFile = (dir: string, name: string) => join(resolve(dir), name, 'index.mjs');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ?? DEFAULT_BUNDLES_DIR;
  const started = Date.now();
  const bundles = await buildBundles(outDir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  for (const b of bundles) console.log(`${b.name.padEnd(20)} ${kb(b.bytes).padStart(8)}  ${b.file}`);
  console.log(`${bundles.length} bundles in ${((Date.now() - started) / 1000).toFixed(1)} s. Run the local stack on them: LAMBDA_FROM_BUNDLES=${resolve(outDir)}`);
}

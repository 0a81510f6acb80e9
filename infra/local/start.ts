import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR, ROOT, WEB_DIST } from './paths.js';
import { localPlacesPort, localPorts, localQueuesPort } from './ports.js';
import { say } from './log.js';
import { stopChildren } from './processes.js';
import { startLocalStack } from './stack.js';

/** `npm start`: the whole product on one origin, with demo data. */

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildWebIfStale() {
  const index = path.join(WEB_DIST, 'index.html');
  const sources = Math.max(newestMtime(path.join(ROOT, 'web')), newestMtime(path.join(ROOT, 'shared')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  say('web', 'building the site (vite build)…');
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

async function main() {
  const started = Date.now();
  buildWebIfStale();
  const stack = await startLocalStack({
    ports: { ...localPorts(), places: localPlacesPort(), queues: localQueuesPort() },
    dataDir: LOCAL_DIR,
    inMemory: false,
    seed: true,
    scheduler: true,
  });
  const shutdown = async () => {
    say('stack', 'arrêt…');
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  console.log(`
  Site prêt en ${((Date.now() - started) / 1000).toFixed(1)} s : ${stack.url}
  API : ${stack.url}/api/health
  Courriels envoyés (boîte locale, codes de confirmation compris) : ${stack.endpoints.ses}
  Compte administrateur${stack.firstStart ? ' (créé)' : ''} : ${stack.admin.email} / ${stack.admin.password}
  Données : .local/ (npm run reset pour repartir de zéro) — Ctrl-C pour arrêter.
`);
}

main().catch((error: Error) => {
  console.error(`\nDémarrage impossible : ${error.message}`);
  stopChildren();
  process.exit(1);
});

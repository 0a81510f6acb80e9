import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

const children = new Set<ChildProcess>();

/** Starts a child that dies with us; its output is kept to explain a failed start. */
export function startChild(command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, output: () => output };
}

export function stopChildren() {
  for (const child of children) child.kill('SIGTERM');
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Ports this process has handed out: the OS may offer a just-closed port again before its service binds it. */
const handedOut = new Set<number>();

/**
 * A port free now and never handed out before by this process. A stack asks for several in a row: without
 * the check, two services could get the same one (CI once saw DynamoDB's requests answered by cognito-local).
 */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  }).then((port) => {
    if (handedOut.has(port)) return freePort();
    handedOut.add(port);
    return port;
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

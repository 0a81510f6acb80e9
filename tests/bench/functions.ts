/**
 * `npm run bench:functions`: the cold first answer of every HTTP function, the cost a visitor waits for
 * when Lambda starts a new instance. Per function, in fresh `node` processes (median of 7): the import of
 * its bundle, then its first invocation with a representative request (FIRST_REQUESTS) against the local
 * stand-ins (DynamoDB Local, cognito-local, s3rver… of a throw-away local stack, started here as the
 * integration tests start theirs, and the third-party fakes). Budget on this machine: first answer
 * (import + first invocation) ≤ 250 ms for the HTTP functions. The other functions (consumers, jobs, the
 * Cognito trigger) are reported for information: their import and the loading their entry defers to the
 * first event (`handler.load`). The bundle size is information too.
 *
 *   npm run bench:functions                       bundles the registry with LAMBDA_ESBUILD (infra/local/build-bundles.ts)
 *   npm run bench:functions -- --bundles <dir>    times the bundles of that folder (<dir>/<function>/index.mjs)
 *   npm run bench:functions -- --synth            synthesizes (npm run synth), then times cdk.out's assets
 *   npm run bench:functions -- --cdk-out <dir>    times that cloud assembly's assets (--no-synth: ./cdk.out)
 *   npm run bench:functions -- --runs 11          fresh node processes per function (default 7)
 *   npm run bench:functions -- --only public-api,admin-api
 *
 * Each bundle is copied (its node_modules aside) into a sandbox whose node_modules links to the
 * repository's: what a bundle leaves out (sharp; the AWS SDK when it was the runtime's) resolves to this
 * machine's copy, as the Lambda runtime provides its own. Source maps in an asset are a failure: they stay
 * out of the deployed code. Exit code 1 when an HTTP function is over budget or answers another status.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';
import { REPO_ROOT } from '../../infra/constructs/app-function.js';
import { buildBundles } from '../../infra/local/build-bundles.js';
import { apiGatewayClaims, httpApiEvent } from '../../infra/local/gateway.js';
import { ROUTES, type HttpFunctionName } from '../../shared/http/routes.js';
import { FAKE_CALENDLY_TOKEN } from '../fakes/calendly-api.js';
import { startThirdPartyFakes } from '../fakes/third-parties.js';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

/** Cold first answer (import + first invocation) of an HTTP function on this machine. */
export const FIRST_ANSWER_BUDGET_MS = 250;

type FirstRequest = { method: string; path: string; query?: Record<string, string>; body?: unknown; admin?: boolean; status: number; userAgent?: string };

/** What each HTTP function most often answers first: a visitor's, an admin's or the platform's usual call. */
export const FIRST_REQUESTS: Record<HttpFunctionName, FirstRequest> = {
  'public-api': { method: 'GET', path: '/api/properties', status: 200 },
  // The back office opens on the dashboard.
  'admin-api': { method: 'GET', path: '/api/admin/dashboard', query: { period: 'month' }, admin: true, status: 200 },
  'admin-blog-api': { method: 'GET', path: '/api/admin/blog/posts', admin: true, status: 200 },
  'platform-api': { method: 'GET', path: '/api/health', status: 200 },
  // A consented visit from a browser (a crawler's is answered too, but counted nowhere).
  'tracking-ingest': {
    method: 'POST',
    path: '/api/track/visit',
    body: { sessionToken: 'bench-session-0001', pageUrl: '/listings', pageTitle: 'Propriétés', deviceType: 'desktop' },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    status: 202,
  },
  // The scheduling card's 'Tester': the admin check, then a call to the (faked) Calendly API.
  'integrations-api': { method: 'POST', path: '/api/admin/integrations/calendly/test', body: { accessToken: FAKE_CALENDLY_TOKEN }, admin: true, status: 200 },
};

type Bundle = { name: string; dir: string };

/** Every file under dir, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = join(prefix, e.name);
    return e.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** Each registered function's asset directory in a cloud assembly (cdk.out), found by its description. */
export function functionAssets(cdkOut: string): Bundle[] {
  const manifest = JSON.parse(readFileSync(join(cdkOut, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  type LambdaResource = { Type: string; Properties: { Description?: string; Code?: { S3Key?: unknown } } };
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
    const key = matches[0]!.Properties.Code?.S3Key;
    const dir = typeof key === 'string' ? assetPaths.get(key.replace(/\.zip$/, '')) : undefined;
    if (!dir || !existsSync(dir)) throw new Error(`No asset directory for ${def.name} in ${cdkOut}`);
    return { name: def.name, dir };
  });
}

/** Bytes of the asset's own JavaScript (node_modules installed beside it excluded) and any source map. */
export function assetSize(assetDir: string) {
  const files = filesUnder(assetDir).filter((f) => !f.split('/').includes('node_modules'));
  const code = files.filter((f) => /\.(m|c)?js$/.test(f));
  return { bytes: code.reduce((sum, f) => sum + statSync(join(assetDir, f)).size, 0), sourceMaps: files.filter((f) => f.endsWith('.map')) };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** An API Gateway HTTP API (payload 2.0) event, as the local gateway and API Gateway build it. */
export function httpEvent(fn: HttpFunctionName, request: FirstRequest, claims: Record<string, string> | undefined) {
  const route = ROUTES.find((r) => r.fn === fn && r.method === request.method && r.path === request.path);
  if (!route) throw new Error(`No route ${request.method} ${request.path} on ${fn}`);
  return httpApiEvent({
    route,
    path: request.path,
    query: new URLSearchParams(request.query ?? {}),
    headers: {
      host: 'bench.invalid',
      'user-agent': request.userAgent ?? 'bench-functions',
      'x-viewer-address': '203.0.113.7',
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
    claims,
    host: 'bench.invalid',
    sourceIp: '203.0.113.7',
  });
}

/**
 * One fresh process: `await import(bundle)` timed, then either the first invocation with `event` (its
 * answer's status checked by the caller) or, without an event, the entry's deferred loading (`handler.load`).
 */
const CHILD = `const [url, name, eventJson] = process.argv.slice(1);
const c0 = process.cpuUsage();
const t0 = performance.now();
const m = await import(url);
const importMs = performance.now() - t0;
let invokeMs = null, loadMs = null, status = null, cpuMs = null;
if (eventJson) {
  const deadline = Date.now() + 15000;
  const context = { callbackWaitsForEmptyEventLoop: true, functionName: name, functionVersion: '$LATEST', invokedFunctionArn: 'arn:aws:lambda:ca-central-1:000000000000:function:' + name,
    memoryLimitInMB: '512', awsRequestId: crypto.randomUUID(), logGroupName: '/aws/lambda/' + name, logStreamName: 'bench', getRemainingTimeInMillis: () => deadline - Date.now() };
  const t1 = performance.now();
  const answer = await m.handler(JSON.parse(eventJson), context);
  invokeMs = performance.now() - t1;
  status = answer?.statusCode ?? null;
  const c = process.cpuUsage(c0);
  cpuMs = (c.user + c.system) / 1000;
} else if (typeof m.handler?.load === 'function') {
  const t1 = performance.now();
  await m.handler.load();
  loadMs = performance.now() - t1;
}
process.stdout.write('\\n@@bench ' + JSON.stringify({ importMs, invokeMs, loadMs, status, cpuMs }) + '\\n');
process.exit(0);`;

type Run = { importMs: number; invokeMs: number | null; loadMs: number | null; status: number | null; cpuMs: number | null };

/** Asynchronous: the stand-ins and fakes served by this process must keep answering while the child runs. */
function coldRun(file: string, name: string, env: NodeJS.ProcessEnv, event: unknown): Promise<Run> {
  const args = ['--no-warnings', '--input-type=module', '-e', CHILD, pathToFileURL(file).href, name, ...(event ? [JSON.stringify(event)] : [])];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, encoding: 'utf8', timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const line = stdout.split('\n').find((l) => l.startsWith('@@bench '));
      if (error || !line) reject(new Error(`A cold start of ${name} failed (${error?.message ?? 'no result'}):\n${stderr.slice(-3000)}${stdout.slice(-2000)}`));
      else resolve(JSON.parse(line.slice('@@bench '.length)) as Run);
    });
  });
}

/** The stack's environment as a function sees it (endpoints, table, pool, origins), without this process's loaders. */
function functionEnvironment(name: string, home: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NODE_OPTIONS|TSX_|npm_|VITEST|INIT_CWD)/.test(key)));
  return { ...env, HOME: home, AWS_LAMBDA_FUNCTION_NAME: name, AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512' };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 7);
  const only = option('--only')?.split(',');
  const registry = FUNCTION_REGISTRY.filter((f) => !only || only.includes(f.name));

  let bundles: Bundle[];
  let source: string;
  let built: string | undefined;
  if (args.includes('--synth') || args.includes('--no-synth') || option('--cdk-out')) {
    const cdkOut = option('--cdk-out') ?? join(REPO_ROOT, 'cdk.out');
    if (args.includes('--synth')) {
      console.log('Synthesizing (npm run synth)…');
      execFileSync('npm', ['run', 'synth'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' } });
    }
    bundles = functionAssets(cdkOut).filter((b) => registry.some((f) => f.name === b.name));
    source = `assets of ${cdkOut}`;
  } else if (option('--bundles')) {
    bundles = registry.map((f) => ({ name: f.name, dir: join(option('--bundles')!, f.name) }));
    source = `bundles of ${option('--bundles')}`;
  } else {
    built = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
    await buildBundles(built, { functions: registry });
    bundles = registry.map((f) => ({ name: f.name, dir: join(built!, f.name) }));
    source = 'LAMBDA_ESBUILD bundles (infra/local/build-bundles.ts)';
  }

  // The sandbox: each bundle alone in its folder, node_modules beside them for what a bundle leaves out.
  const sandbox = mkdtempSync(join(tmpdir(), 'bench-functions-'));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(sandbox, 'node_modules'), 'dir');
  const home = join(sandbox, 'home');
  mkdirSync(home);
  for (const b of bundles) cpSync(b.dir, join(sandbox, b.name), { recursive: true, filter: (src) => !relative(b.dir, src).split('/').includes('node_modules') });

  console.log('Starting a throw-away local stack and the third-party fakes…');
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  const fakes = await startThirdPartyFakes();
  const stack = await startEphemeralStack();
  const rows: Record<string, string | number>[] = [];
  let failures = 0;
  try {
    const token = await adminAccessToken(stack);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const adminClaims = apiGatewayClaims(payload);
    for (const b of bundles) {
      const def = FUNCTION_REGISTRY.find((f) => f.name === b.name)!;
      const file = join(sandbox, b.name, 'index.mjs');
      const size = assetSize(b.dir);
      const fn = def.trigger.kind === 'http' ? def.trigger.fn : undefined;
      const request = fn ? FIRST_REQUESTS[fn] : undefined;
      const env = functionEnvironment(b.name, home);
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const event = fn && request ? httpEvent(fn, { ...request, body: withSession(request.body, i) }, request.admin ? adminClaims : undefined) : undefined;
        results.push(await coldRun(file, b.name, env, event));
      }
      const importMs = median(results.map((r) => r.importMs));
      const over: string[] = size.sourceMaps.length ? ['source map'] : [];
      let firstAnswer: number | string = '-';
      let cpu: number | string = '-';
      let load: number | string = '-';
      if (request) {
        const answer = median(results.map((r) => r.importMs + (r.invokeMs ?? 0)));
        firstAnswer = Math.round(answer);
        cpu = Math.round(median(results.map((r) => r.cpuMs ?? 0)));
        const statuses = [...new Set(results.map((r) => r.status))];
        if (statuses.length !== 1 || statuses[0] !== request.status) over.push(`status ${statuses.join('/')} (expected ${request.status})`);
        if (answer > FIRST_ANSWER_BUDGET_MS) over.push('first answer');
      } else {
        const loads = results.flatMap((r) => (r.loadMs === null ? [] : [r.loadMs]));
        if (loads.length) load = Math.round(median(loads));
      }
      if (over.length) failures++;
      rows.push({
        function: b.name,
        'bundle KB': Math.round(size.bytes / 102.4) / 10,
        'import ms': Math.round(importMs),
        'first answer ms': firstAnswer,
        'first answer cpu ms': cpu,
        'first request': request ? `${request.method} ${request.path}` : '-',
        'first-use load ms': load,
        over: over.join(', ') || '-',
      });
      console.log(`  ${b.name}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await stack.stop();
    await fakes.stop();
    rmSync(sandbox, { recursive: true, force: true });
    if (built) rmSync(built, { recursive: true, force: true });
  }
  console.log(`\nCold starts of ${source}: median of ${runs} fresh node processes each.`);
  console.table(rows);
  console.log(
    `Budget: first answer (import + first invocation against the local stack) ≤ ${FIRST_ANSWER_BUDGET_MS} ms for the HTTP functions. ` +
      'Bundle size, and the import and first-use load of the other functions, are information.',
  );
  console.log(`Load average when done: ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores (times grow with it).`);
  if (failures) {
    console.log(`${failures} function(s) over budget or answering another status.`);
    process.exitCode = 1;
  }
}

/** A session of its own per run: the tracking throttle counts per session. */
function withSession(body: unknown, run: number) {
  if (!body || typeof body !== 'object' || !('sessionToken' in body)) return body;
  return { ...body, sessionToken: `bench-session-${String(run).padStart(4, '0')}-${Date.now()}` };
}

async function adminAccessToken(stack: Awaited<ReturnType<typeof startEphemeralStack>>) {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito });
  const out = await client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password } }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

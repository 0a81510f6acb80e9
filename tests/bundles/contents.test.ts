import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../infra/constructs/app-function.js';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';
import { BUNDLES_METAFILE, lambdaBuildOptions } from '../../infra/local/build-bundles.js';
import { FUNCTIONS } from '../../shared/http/route.js';

/**
 * Every registered function as AppFunction bundles it (LAMBDA_ESBUILD through infra/local/build-bundles.ts): the
 * bundles the integration project's stack runs, built once for the run by its global setup, read with that
 * build's metafile: which sources each bundle carries, what it leaves to the runtime and what its module loads
 * when the Lambda imports it. Sizes are information (`npm run bench:functions`): the budget is the cold first answer.
 */
const { dir } = inject('bundles');
const metafile = JSON.parse(readFileSync(join(dir, BUNDLES_METAFILE), 'utf8')) as Metafile;
const outputs = new Map(
  Object.entries(metafile.outputs).flatMap(([path, o]) =>
    o.entryPoint ? [[FUNCTION_REGISTRY.find((f) => join(REPO_ROOT, f.entry).endsWith(o.entryPoint!))!.name, { ...o, text: readFileSync(join(REPO_ROOT, path), 'utf8') }] as const] : [],
  ),
);

/** The page renderers: they bundle the web app (web/src/ssr). */
const RENDERERS = new Set(['page-render', 'render-site']);

const bundleOptions = () => lambdaBuildOptions();

const inputsOf = (fn: string) => Object.keys(outputs.get(fn)!.inputs);
/** Packages a bundle imports statically (evaluated when the Lambda imports the module), builtins aside. */
const staticImports = (text: string) =>
  [...text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{][^;"']*?from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!).filter((p) => !p.startsWith('node:') && !builtinModules.includes(p));

describe.each(FUNCTION_REGISTRY.map((f) => [f]))('$name bundle', (def) => {
  const fn = def.name;

  it('bundles every package it uses, the AWS SDK included: only Node’s own modules and its native packages are left to the runtime', () => {
    const leftOut = outputs.get(fn)!.imports.filter((i) => i.external).map((i) => i.path);
    expect(leftOut.filter((path) => !path.startsWith('node:') && !builtinModules.includes(path) && !(def.nativeModules ?? []).includes(path as 'sharp'))).toEqual([]);
  });

  it('carries zod/mini (never classic zod), no zod locale but fr-CA, no X-Ray SDK and no JSON-schema validator', () => {
    const inputs = inputsOf(fn);
    expect(inputs.filter((i) => /node_modules\/zod\/v4\/classic\//.test(i))).toEqual([]);
    expect(inputs.filter((i) => /zod\/v4\/locales\/(?!fr-CA\.js|index\.js)/.test(i))).toEqual([]);
    expect(inputs.filter((i) => /aws-xray-sdk|node_modules\/jsonschema\//.test(i))).toEqual([]);
  });

  it('imports no package when the Lambda loads its module: the SDK and native modules load on first use', () => {
    expect(staticImports(outputs.get(fn)!.text)).toEqual([]);
  });

  it('carries none of what the Lambda-only stand-ins replace (jsonschema, postcss, parse-srcset, dayjs, htmlparser2’s DOM helpers)', () => {
    expect(inputsOf(fn).filter((i) => /node_modules\/(jsonschema|postcss|parse-srcset|dayjs|source-map-js|domutils|dom-serializer|domhandler)\//.test(i))).toEqual([]);
    expect(inputsOf(fn).filter((i) => /node_modules\/htmlparser2\/dist\/commonjs\/index\.js$/.test(i))).toEqual([]);
  });
});

it('bundles the AWS SDK rather than leaving it to the runtime (public-api: DynamoDB; admin-api: S3 presigned POSTs and SigV4A too)', () => {
  expect(inputsOf('public-api').some((i) => i.startsWith('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
  expect(inputsOf('admin-api').some((i) => i.includes('node_modules/@aws-sdk/s3-presigned-post/'))).toBe(true);
  expect(inputsOf('admin-api').some((i) => i.includes('/signature-v4a/'))).toBe(true);
});

describe('the page renderers', () => {
  it.each([...RENDERERS])('%s carries the web app but not ElectroDB (page-render reads a broker’s links with one query)', (fn) => {
    expect(inputsOf(fn).some((i) => i.startsWith('web/src/ssr/'))).toBe(true);
    expect(inputsOf(fn).filter((i) => i.includes('node_modules/electrodb/'))).toEqual([]);
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
  it('admin-blog-api: the blog and campaign routes only; sanitize-html in no other HTTP function', () => {
    expect(routeModules('admin-blog-api')).toEqual(['blog.ts', 'campaigns.ts']);
    for (const fn of FUNCTIONS.filter((f) => f !== 'admin-blog-api')) expect(inputsOf(fn).filter((i) => /sanitize-html|blog\/sanitize/.test(i)), fn).toEqual([]);
  });
  it('public-api: no blog writes (sanitize-html), no OpenAPI generator (platform-api’s)', () => {
    expect(inputsOf('public-api').filter((i) => /sanitize-html|blog\/sanitize|zod\/v4\/core\/json-schema-processors|shared\/http\/openapi/.test(i))).toEqual([]);
  });
  it('platform-api: the platform routes, and the others’ route tables only for the OpenAPI document', () => {
    expect(inputsOf('platform-api').some((i) => i.endsWith('shared/http/openapi.ts'))).toBe(true);
    expect(inputsOf('platform-api').filter((i) => /sanitize-html|functions\/http\/(public|admin|integrations)-api\//.test(i))).toEqual([]);
  });
  it('the forms’ rate limiter only in public-api, the one function with guarded routes', () => {
    const carries = FUNCTIONS.filter((fn) => inputsOf(fn).some((i) => i.endsWith('shared/abuse/server/service.ts')));
    expect(carries).toEqual(['public-api']);
  });
});

describe('ElectroDB in a bundle (its model check left out)', () => {
  it('builds the service and the same requests as the sources', async () => {
    const probe = `import { db } from ${JSON.stringify(join(REPO_ROOT, 'shared/db/service.ts'))};
export const requests = () => JSON.stringify([
  Object.keys(db.entities),
  db.entities.property.get({ id: 'p1' }).params(),
  db.entities.propertyAgent.query.byAgent({ agentId: 'a1' }).params(),
  db.entities.property.update({ id: 'p1' }).set({ price: 1 }).params(),
]);
console.log(requests());`;
    const dir = join(REPO_ROOT, 'cdk.out', 'bundle-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'electrodb-probe.mjs');
    const bundled = await build({ ...bundleOptions(), stdin: { contents: probe, resolveDir: REPO_ROOT, loader: 'ts' }, write: false, metafile: true });
    expect(Object.keys(bundled.metafile.inputs).filter((i) => i.includes('node_modules/jsonschema/'))).toEqual([]);
    writeFileSync(file, bundled.outputFiles[0]!.text);
    const env = { ...process.env, TABLE_NAME: 'bundle-test', AWS_REGION: 'ca-central-1' };
    const fromBundle = execFileSync(process.execPath, ['--no-warnings', file], { env, encoding: 'utf8' }).trim();
    const fromSources = execFileSync(process.execPath, ['--no-warnings', '--import', 'tsx', '--input-type=module', '-e', probe], { env, encoding: 'utf8', cwd: REPO_ROOT }).trim();
    expect(JSON.parse(fromBundle)).toEqual(JSON.parse(fromSources));
  }, 60_000);
});

describe('sanitize-html in a bundle (postcss, parse-srcset, dayjs and htmlparser2’s index left out)', () => {
  it('sanitizes articles exactly as the sources do', async () => {
    const inputs = [
      '<h2>Titre</h2><p>Un <strong>texte</strong> <em>riche</em> : été, Québec, 1&nbsp;000&nbsp;$ &eacute; &#x1F3E0; 🏠</p><ol start="2"><li>deux</li></ol>',
      '<h1>Titre</h1><a href="https://exemple.ca" target="_blank" rel="opener">lien</a><a href="/contact" target="_top">contact</a>',
      '<p style="width: expression(alert(1)); color: red">t</p><span style="font-weight:bold" class="x">gras</span>',
      '<p>avant</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss=1"><svg onload="x"><circle r="1"/></svg>',
      '<a href="&#106;avascript&colon;alert(1)">clic</a><a href="jav&#x09;ascript:alert(1)">clic</a><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
      '<scr<script>ipt>alert(1)</scr</script>ipt><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><!--<img src=x>--><table><tr><td colspan="2">&lt;b&gt; &amp; &quot;</td></tr></table>',
      '<img srcset="https://exemple.ca/a.jpg 1x, javascript:alert(1) 2x" src="/media/a.webp" alt="Une maison" loading="lazy">',
    ];
    const probe = `import { sanitizeArticleHtml } from ${JSON.stringify(join(REPO_ROOT, 'shared/blog/server/sanitize.ts'))};
console.log(JSON.stringify(${JSON.stringify(inputs)}.map((html) => sanitizeArticleHtml(html))));`;
    const dir = join(REPO_ROOT, 'cdk.out', 'bundle-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'sanitize-probe.mjs');
    const bundled = await build({ ...bundleOptions(), stdin: { contents: probe, resolveDir: REPO_ROOT, loader: 'ts' }, write: false, metafile: true });
    expect(Object.keys(bundled.metafile.inputs).filter((i) => /node_modules\/(postcss|parse-srcset|dayjs|domutils|entities\/lib)\//.test(i))).toEqual([]);
    writeFileSync(file, bundled.outputFiles[0]!.text);
    const fromBundle = execFileSync(process.execPath, ['--no-warnings', file], { encoding: 'utf8' }).trim();
    const fromSources = execFileSync(process.execPath, ['--no-warnings', '--import', 'tsx', '--input-type=module', '-e', probe], { encoding: 'utf8', cwd: REPO_ROOT }).trim();
    expect(JSON.parse(fromBundle)).toEqual(JSON.parse(fromSources));
  }, 60_000);
});

describe('the renderers’ web app in a bundle (DOMPurify and Amplify bundled as they are)', () => {
  it('keeps the server-sanitized article HTML and sees no session, as the sources do without a DOM', async () => {
    const probe = `import { safeHtml } from ${JSON.stringify(join(REPO_ROOT, 'web/src/lib/safe-html.ts'))};
import { fetchAuthSession } from 'aws-amplify/auth';
const html = '<h2>Titre</h2><p>Texte <a href="https://exemple.ca" rel="noopener noreferrer">lien</a></p>';
console.log(JSON.stringify([safeHtml(html) === html, typeof window, Boolean((await fetchAuthSession().catch(() => ({}))).tokens)]));`;
    const dir = join(REPO_ROOT, 'cdk.out', 'bundle-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'renderer-probe.mjs');
    const bundled = await build({ ...bundleOptions(), stdin: { contents: probe, resolveDir: REPO_ROOT, loader: 'ts' }, write: false, metafile: true });
    expect(Object.keys(bundled.metafile.inputs).some((i) => i.startsWith('node_modules/dompurify/'))).toBe(true);
    writeFileSync(file, bundled.outputFiles[0]!.text);
    const fromBundle = JSON.parse(execFileSync(process.execPath, ['--no-warnings', file], { encoding: 'utf8' }).trim());
    const fromSources = JSON.parse(execFileSync(process.execPath, ['--no-warnings', '--import', 'tsx', '--input-type=module', '-e', probe], { encoding: 'utf8', cwd: REPO_ROOT }).trim());
    expect(fromBundle).toEqual([true, 'undefined', false]);
    expect(fromBundle).toEqual(fromSources);
  }, 60_000);
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The site's viewer-request CloudFront Function, as deployed (infra/constructs/spa-site.ts reads the same file). */
export const SITE_VIEWER_REQUEST_FILE = fileURLToPath(new URL('./site-viewer-request.js', import.meta.url));

/** What the function's `cf.kvs()` handle offers it (CloudFront's helper: a missing key rejects). */
export type KeyValueReader = { get(key: string): Promise<string> };
export type ViewerRequest = { uri: string; method?: string; querystring?: Record<string, unknown>; headers?: Record<string, { value: string }> };
export type ViewerRequestHandler = (event: { request: ViewerRequest }) => Promise<ViewerRequest | { statusCode: number }>;

const IMPORT_LINE = /^import cf from 'cloudfront';$/m;

/**
 * Runs the function file outside CloudFront (the local gateway, unit tests): its `import cf from
 * 'cloudfront'` line becomes a parameter given a stand-in whose `kvs()` reads the local store.
 */
export function loadViewerRequest(kvs: KeyValueReader, file = SITE_VIEWER_REQUEST_FILE): ViewerRequestHandler {
  const source = readFileSync(file, 'utf8');
  if (!IMPORT_LINE.test(source)) throw new Error(`${file} must import the cloudfront module as \`import cf from 'cloudfront';\``);
  // The deployed function's own source from the repository, evaluated with the stand-in as its `cf`.
  const build = new Function('cf', `${source.replace(IMPORT_LINE, '')}\nreturn handler;`) as (cf: { kvs: () => KeyValueReader }) => ViewerRequestHandler;
  return build({ kvs: () => kvs });
}

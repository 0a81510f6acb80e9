import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { formatResult, runSmokeChecks } from './smoke/checks.js';

/**
 * `npm run smoke -- https://<site> [--api-url https://<id>.execute-api.<region>.amazonaws.com]`
 * Checks a live site with GET requests only (safe on production): one line per check, exit 1 when
 * any fails, 0 otherwise; 2 for a usage error. The checks are in infra/smoke/checks.ts.
 */
const USAGE = `Usage: npm run smoke -- <site URL> [--api-url <HTTP API URL>]

  <site URL>       the site's origin, e.g. https://courtage-exemple.ca (stack output SiteUrl)
  --api-url <url>  the HTTP API's own endpoint (stack output ApiUrl): a direct call must be refused
                   (403); without it that check is skipped

Read-only: GET requests only, no sign-in. Exits 1 when a check fails.`;

export async function main(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { 'api-url': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    print(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    print(USAGE);
    return 0;
  }
  const [siteUrl, ...extra] = parsed.positionals;
  if (!siteUrl || extra.length) {
    print(USAGE);
    return 2;
  }
  try {
    print(`Smoke test of ${siteUrl}${parsed.values['api-url'] ? ` (API ${parsed.values['api-url']})` : ''}`);
    const report = await runSmokeChecks({ siteUrl, apiUrl: parsed.values['api-url'] }, (result) => print(formatResult(result)));
    const failed = report.results.filter((result) => result.status === 'fail').length;
    print(failed ? `${failed} of ${report.results.length} checks failed.` : 'All checks passed.');
    return failed ? 1 : 0;
  } catch (error) {
    // A URL that is not one: nothing was checked.
    print(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}

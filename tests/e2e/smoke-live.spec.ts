import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHECK_NAMES, DIRECT_API_CHECK } from '../../infra/smoke/checks.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 24: `npm run smoke`, the check of a live site the deploy workflow runs, passes against the
 * running e2e stack (same gateway as CloudFront's behaviours, prerendered pages, same security headers,
 * over http so without HSTS). Run as CI runs it: the real command, its exit code and its lines.
 * Not the smoke.spec.ts of this folder, which is the browser's first look at the home page.
 */
test('npm run smoke passes against the local stack', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const tsx = path.join('node_modules', '.bin', 'tsx');
  const { code, stdout } = await promisify(execFile)(tsx, ['infra/smoke.ts', baseURL!], { timeout: 80_000 }).then(
    ({ stdout: out }) => ({ code: 0, stdout: out }),
    (error: { code?: number; stdout?: string; message: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? error.message }),
  );
  const lines = stdout.split('\n');
  // Every check reports, each passes but the direct API call, which needs the API's own URL (none locally).
  for (const name of CHECK_NAMES.filter((n) => n !== DIRECT_API_CHECK)) expect(lines, stdout).toContain(`✓ ${name}`);
  expect(lines).toContain(`- ${DIRECT_API_CHECK}: skipped (no --api-url)`);
  expect(stdout).not.toContain('✗');
  expect(code, stdout).toBe(0);
});

import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The ESLint guardrails (eslint.config.js) refuse what docs/architecture.md forbids; `npm test` runs them on the tree. */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const features = readdirSync(new URL('../../web/src/features/', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const firstFile = (dir: string) => readdirSync(new URL(`../../${dir}/`, import.meta.url)).find((f) => /\.tsx?$/.test(f))!.replace(/\.tsx?$/, '');

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('ESLint guardrails', () => {
  it('refuse a cross-feature import', async () => {
    const [a, b] = features;
    const target = firstFile(`web/src/features/${b}`);
    const found = await problems(`web/src/features/${a}/components/example.tsx`, `import * as other from '../../${b}/${target}';\nexport default other;\n`);
    expect(found.join('\n')).toMatch(/no-restricted-paths: .*never imports another feature/);
  });

  it('refuse server code in the web and upward imports in shared', async () => {
    expect((await problems('web/src/lib/example.ts', "export { db } from '../../../shared/db/service';\n")).join('\n')).toMatch(/never server code/);
    expect((await problems('shared/leads/example.ts', "export { handler } from '../../functions/http/public-api.js';\n")).join('\n')).toMatch(/shared\/ is below/);
    expect((await problems('shared/leads/example.ts', "export { httpHandler } from '../http/server/handler.js';\n")).join('\n')).toMatch(/does not depend on the HTTP layer/);
  });

  it("refuse an area's server folder in the web, and allow its contracts", async () => {
    const serverFolders = ['leads', 'media', 'properties', 'newsletter', 'http'];
    for (const area of serverFolders) {
      const target = firstFile(`shared/${area}/server`);
      const found = await problems('web/src/lib/example.ts', `export * from '../../../shared/${area}/server/${target}';\n`);
      expect(found.join('\n'), `shared/${area}/server/${target}`).toMatch(/no-restricted-paths: .*never server code/);
    }
    expect(await problems('web/src/lib/example.ts', "export { LEAD_STATUSES } from '../../../shared/leads/schema';\n")).toEqual([]);
  });

  it('refuse back-office code in public code, except the back-office route list', async () => {
    expect((await problems('web/src/components/example.tsx', "export { AdminLayout } from '../app/admin/admin-layout';\n")).join('\n')).toMatch(/never imports back-office code/);
    expect(await problems('web/src/app/admin-routes.tsx', "export const load = () => import('./admin/admin-layout');\n")).toEqual([]);
  });

  it('refuse file names that are not kebab-case', async () => {
    expect((await problems('web/src/components/PropertyCard.tsx', 'export const x = 1;\n')).join('\n')).toMatch(/check-file\/filename-naming-convention/);
    expect(await problems('events/lead-created.v1.ts', 'export const x = 1;\n')).toEqual([]);
  });
});

// @ts-check
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';

/**
 * Guardrails (issue 7): the import boundaries of docs/architecture.md (layers, rule 10) and kebab-case names (rule 11). Only these
 * rules run: formatting and style are left to review, so the lint stays fast and its failures mean something.
 */
const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Back-office code: the only place Amplify, editors and admin screens may live. */
const ADMIN_CODE = ['web/src/app/admin/**', 'web/src/features/admin*/**', 'web/src/components/admin/**', 'web/src/i18n/fr-admin*'];
/**
 * What the browser must never bundle: server code, AWS clients, secrets' readers. In shared/, an area's
 * server code is a folder (`shared/<area>/server/`); what stays above it is what the web may read.
 */
const SERVER_ONLY = [
  'functions/**', 'infra/**', 'events/**', 'tests/**', 'shared/**/server/**', 'shared/db/**', 'shared/observability/**',
  'shared/config/env.*',
];

const zones = [
  // Features are independent: what two of them share moves to web/src/components or web/src/lib.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share to web/src/components or web/src/lib.',
  })),
  {
    // The back office's route list is the one public module that names admin code, behind lazy import()s (their own chunks).
    target: ['./web/src/!(app|features|components)/**', './web/src/features/!(admin*)/**', './web/src/components/!(admin)/**', './web/src/components/*.{ts,tsx}', './web/src/app/!(admin)/**', './web/src/app/!(admin-routes).*', './web/src/main.tsx'],
    from: ADMIN_CODE.map((p) => `./${p}`),
    message: 'Public code never imports back-office code (it would ship to every visitor).',
  },
  { target: './web', from: SERVER_ONLY.map((p) => `./${p}`), message: 'The web imports only pure shared code (schemas, rules, labels), never server code.' },
  // Layers point down: domain → db; http → domain; functions → shared/events; nothing imports upward.
  { target: './shared', from: ['./functions', './infra', './web', './tests'], message: 'shared/ is below functions, infra, web and tests.' },
  { target: './events', from: ['./functions', './infra', './web', './tests'], message: 'events/ is below functions, infra, web and tests.' },
  { target: './functions', from: ['./infra', './tests'], message: 'Lambda code never imports infra or tests.' },
  // The prerenderer is the web app rendered on the server: the page-render functions import it, and nothing else of web/.
  { target: './functions', from: './web', except: ['./src/ssr'], message: 'Lambda code imports only the prerenderer (web/src/ssr) of the web.' },
  { target: './shared/!(http)/**', from: './shared/http', message: 'Domain code does not depend on the HTTP layer (domain errors are in shared/errors.ts).' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', '.local/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{functions,shared,events,infra,web,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Amplify stays in one module, loaded on demand (the session, /auth, the back office): never on a public first load.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['aws-amplify', 'aws-amplify/*', '@aws-amplify/*'], message: 'Import Amplify only in web/src/lib/auth (loaded with import()).' },
            { group: ['lucide-react', 'lucide-react/*'], message: 'Import icons from web/src/components/icons (it says why).' },
          ],
        },
      ],
    },
  },
);

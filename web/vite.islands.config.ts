import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ISLAND_MODULES_ELEMENT, ISLAND_MODULES_ELEMENT_ID, type IslandModules } from './src/ssr/shell';
import { chunkFiles, keepAdminOutOfPublicChunks, moduleName, srcDir, webRoot } from './vite.config';

const outDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webRoot, 'dist');
const ENTRY = path.join(srcDir, 'islands/main.tsx');

/**
 * Names the islands runtime's files in the SPA shell the app's build wrote (app-shell.html, index.html): its
 * entry, the files the entry imports, and each island group's own. The prerenderer gives a page prerendered for
 * islands this entry and the files of the islands it holds instead of the app's (web/src/ssr/shell.ts).
 */
function nameIslandsInShell(): Plugin {
  let modules: IslandModules | undefined;
  return {
    name: 'name-islands-in-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('islands: no entry chunk');
      const preload = chunkFiles(bundle, entry.fileName, new Set()).slice(0, -1);
      const initial = new Set([entry.fileName, ...preload.map((file) => file.slice(1))]);
      const groups: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const group = chunk.facadeModuleId && /^islands\/groups\/(.+)$/.exec(moduleName(chunk.facadeModuleId))?.[1];
        if (group) groups[group] = chunkFiles(bundle, chunk.fileName, initial);
      }
      // The layout's group is in the runtime's chunk: a page needs no file for it beyond the runtime's.
      groups.layout ??= [];
      modules = { entry: `/${entry.fileName}`, preload, groups };
    },
    writeBundle() {
      const element = `<script type="application/json" id="${ISLAND_MODULES_ELEMENT_ID}">${JSON.stringify(modules)}</script>`;
      for (const file of ['app-shell.html', 'index.html']) {
        const shell = path.join(outDir, file);
        const html = readFileSync(shell, 'utf8').replace(ISLAND_MODULES_ELEMENT, '');
        writeFileSync(shell, html.replace('</head>', () => `${element}</head>`));
      }
    },
  };
}

/**
 * The islands build (islands/main.tsx), after the app's (vite.config.ts) into the same folder: the runtime
 * a page prerendered for islands loads instead of the app. 'react-router' is islands/router.tsx here.
 */
export default defineConfig({
  root: webRoot,
  publicDir: false,
  resolve: { alias: [{ find: /^react-router$/, replacement: path.join(srcDir, 'islands/router.tsx') }] },
  plugins: [keepAdminOutOfPublicChunks(), nameIslandsInShell()],
  build: {
    outDir,
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: ENTRY,
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](?:react|react-dom|preact|@tanstack[\\/](?:react-query|query-core))[\\/]/, priority: 10 },
            // Everything else the runtime itself imports (the layout's islands and what they share with the groups): one file.
            { name: 'runtime', tags: ['$initial'], priority: 5 },
          ],
          // The small modules a few groups share (an icon, a card) go into each, rather than a file of their own each.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
        postBanner: (chunk) => (chunk.name === 'vendor' ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
});

import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { ROUTE_MODULES_ELEMENT_ID } from './src/ssr/shell';
import { HEAD_SCRIPT } from '../shared/site/head-script';

export const webRoot = fileURLToPath(new URL('.', import.meta.url));
export const srcDir = path.join(webRoot, 'src');
const apiOrigin = 'http://localhost:3000';

/** Admin code lives in these places only, so the build can tell it apart from public code. */
const ADMIN_SOURCE = /^(?:app\/admin\/|features\/admin[^/]*\/|components\/admin\/|i18n\/fr-admin\.)/;

export function isAdminModule(id: string): boolean {
  const relative = path.relative(srcDir, id).split(path.sep).join('/');
  return ADMIN_SOURCE.test(relative);
}

/**
 * Only the libraries every public page needs. A catch-all node_modules group would also capture
 * libraries that only the back office imports and put them on the first load of the public site.
 */
const PUBLIC_VENDOR =
  /[\\/]node_modules[\\/](?:react|react-dom|preact|react-router|@tanstack[\\/](?:react-query|query-core))[\\/]/;

/** The app's own code (web/src and shared/), except the entry itself. */
const APP_MODULES = (id: string) => /[\\/](?:web[\\/]src|shared)[\\/]/.test(id) && !/[\\/]web[\\/]src[\\/]main\.tsx$/.test(id);

/**
 * Fails the build when a chunk that public pages load (statically, from any non-admin chunk)
 * contains admin modules, e.g. after a shared module gets pulled into the admin chunk.
 */
export function keepAdminOutOfPublicChunks(): Plugin {
  return {
    name: 'keep-admin-out-of-public-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const hasAdmin = (chunk: (typeof chunks)[number]) => chunk.moduleIds.some(isAdminModule);
      for (const chunk of chunks.filter((candidate) => !hasAdmin(candidate))) {
        const pending = [...chunk.imports];
        const seen = new Set<string>();
        for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
          const dependency = byFileName.get(fileName);
          if (seen.has(fileName) || !dependency) continue;
          seen.add(fileName);
          if (hasAdmin(dependency)) {
            this.error(`Public chunk ${chunk.fileName} statically loads admin code through ${fileName}`);
          }
          pending.push(...dependency.imports);
        }
      }
    },
  };
}

/**
 * Inlines the site stylesheet (≈ 11 KB gzipped) into index.html: the first paint then needs only the
 * HTML, not a second round trip for a render-blocking file. The CSP allows inline styles.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = String(html.source);
      for (const [fileName, asset] of Object.entries(bundle)) {
        if (asset.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
        if (!link.test(source)) continue;
        // The link stays, disabled (never fetched): Vite's preload of lazy chunks lists the file and
        // skips it only when a stylesheet link names it; otherwise it would fetch and apply it again.
        source = source.replace(link, () => `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`);
      }
      html.source = source;
    },
  };
}

/**
 * Starts the app after the page's largest paint (boot.ts): the entry's module script and its preloads
 * in index.html become one small script that names them and loads them once the first photo is painted.
 * A prerendered page shows everything without them, so on a slow connection nothing competes with the
 * HTML and that photo. boot.ts imports only constants: it is compiled on its own (as a second entry of the
 * bundle it would change how the app's modules are split into chunks). The shell also names each page
 * module's files (ROUTE_MODULES_ELEMENT_ID): the prerenderer adds the matched page's to the boot's list,
 * instead of a round trip once the entry has run (web/src/ssr/shell.ts).
 */
function startAfterLargestPaint(): Plugin {
  return {
    name: 'start-after-largest-paint',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('start-after-largest-paint: index.html is missing');
      const built = await esbuild({ entryPoints: [path.join(webRoot, 'src/boot.ts')], bundle: true, write: false, format: 'esm', target: 'es2022', minify: true });
      const code = built.outputFiles[0]!.text;
      const boot = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: boot, source: code });
      let source = String(html.source);
      const preloads: string[] = [];
      source = source.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
        preloads.push(href);
        return '';
      });
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      if (!entry.test(source)) this.error('start-after-largest-paint: the entry script tag was not found');
      const routes = `<script type="application/json" id="${ROUTE_MODULES_ELEMENT_ID}">${JSON.stringify(routeModules(bundle, new Set(preloads.map((href) => href.slice(1)))))}</script>`;
      html.source = source.replace(
        entry,
        (_tag, src: string) => `<script type="module" async crossorigin src="/${boot}" data-entry="${src}" data-preload="${preloads.join(' ')}"></script>${routes}`,
      );
    },
  };
}

/**
 * The files of each page module loaded on demand (a lazy route's `id`, e.g. 'features/home/home-page'):
 * its chunk after the chunks it imports, leaving out those every page preloads.
 */
function routeModules(bundle: Rolldown.OutputBundle, initial: Set<string>): Record<string, string[]> {
  const modules: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(srcDir) || isAdminModule(chunk.facadeModuleId)) continue;
    modules[moduleName(chunk.facadeModuleId)] = chunkFiles(bundle, chunk.fileName, initial);
  }
  return modules;
}

/** A module's name as routes and islands give it: its path under web/src, without the extension. */
export const moduleName = (id: string) => path.relative(srcDir, id).split(path.sep).join('/').replace(/\.tsx?$/, '');

/** A chunk's file after the files it imports (each '/assets/…'), leaving out `initial` (those already loaded). */
export function chunkFiles(bundle: Rolldown.OutputBundle, fileName: string, initial: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const dependency = bundle[name];
    if (initial.has(name) || seen.has(name) || dependency?.type !== 'chunk') return;
    seen.add(name);
    dependency.imports.forEach(visit);
    files.push(`/${name}`);
  };
  visit(fileName);
  return files;
}

/** The page's head script, first in <head> so it runs before the first paint and any other script (shared/site/head-script.ts). */
function headScript(): Plugin {
  return {
    name: 'head-script',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * The SPA shell is also written as app-shell.html: prerendered pages take the place of index.html (the
 * home) in the site bucket, and the shell still answers the client-only routes and unknown paths.
 */
function emitAppShell(): Plugin {
  return {
    name: 'emit-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type === 'asset') this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: html.source });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [tailwindcss(), headScript(), keepAdminOutOfPublicChunks(), inlineStylesheet(), startAfterLargestPaint(), emitAppShell()],
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  build: {
    // WEB_DIST_DIR: a separate build (parallel work on one checkout); the local gateway reads the same variable.
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webRoot, 'dist'),
    emptyOutDir: true,
    // Every browser the site supports preloads modules natively; where one does not, the modules still
    // load when imported (only without the head start), so the polyfill is not worth its bytes in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React Server Components' "use client" markers in the libraries mean nothing to a browser bundle.
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      output: {
        codeSplitting: {
          // Classic zod (the shared API schemas) in its own chunk: left to the default, it may land inside an
          // admin chunk that public chunks would then load. zod/mini and the core stay where the public code needs them.
          groups: [
            { name: 'vendor', test: PUBLIC_VENDOR, priority: 10 },
            // The app's own modules that every page loads (the entry's static graph: layout, routes, services),
            // in files of at most 48 KB of source instead of one: boot.ts evaluates each in its own task, so none blocks a
            // phone's main thread for over 50 ms (one 51 KB file took ~80 ms at Lighthouse's 4x CPU slowdown).
            { name: 'app', test: APP_MODULES, tags: ['$initial'], maxSize: 48 * 1024, priority: 8 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/](?:index\.js|v4[\\/](?:index\.js|classic|locales))/, priority: 5 },
          ],
        },
        // Chrome compiles a file marked with this V8 compile hint eagerly, on a background thread while it
        // downloads, instead of pausing the main thread to compile each function on its first call.
        // Worth it only where nearly every function runs on first load: the public libraries.
        postBanner: (chunk) => (chunk.name === 'vendor' ? '//# allFunctionsCalledOnLoad' : ''),
        // Admin chunks are prefixed so the build output (and CloudFront logs) show them at a glance.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isAdminModule) && !chunk.name.startsWith('admin')
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});

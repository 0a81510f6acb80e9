import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { serializeAppData } from '../../web/src/ssr/app-data.js';
import { shellHeadAssets } from '../../web/src/ssr/shell.js';

describe('embedded page data', () => {
  it('cannot close its script element, and parses back to the same data', () => {
    const data = { path: '/', router: { loaderData: {} }, queries: { mutations: [], queries: [{ title: '</script><script>alert(1)</script> & <!-- \u2028' }] } };
    const text = serializeAppData(data as never);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('the SPA shell carried into prerendered pages', () => {
  const shell = `<!doctype html><html lang="fr-CA"><head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="Générique"
    />
    <link rel="icon" href="/favicon.svg" />
    <title>Courtage Québec</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <style>body{}</style>
  </head><body><div id="root"></div></body></html>`;

  it('keeps the module script, the stylesheet and the icon, and drops what each page writes itself', () => {
    const head = shellHeadAssets(shell);
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(head).toContain('<style>body{}</style>');
    expect(head).toContain('favicon.svg');
    expect(head).not.toMatch(/charset|viewport|description|<title>/);
  });

  it("adds the matched page's own files to the modules the boot script loads, and drops the shell's list of them", () => {
    const built = `<html><head><script type="module" async crossorigin src="/assets/boot-a.js" data-entry="/assets/index-b.js" data-preload="/assets/vendor-c.js /assets/app-d.js"></script>`
      + `<script type="application/json" id="route-modules">{"features/home/home-page":["/assets/star-e.js","/assets/home-page-f.js"],"features/blog/blog-page":["/assets/blog-page-g.js"]}</script></head></html>`;
    const head = shellHeadAssets(built, ['0', 'features/home/home-page']);
    expect(head).toContain('data-preload="/assets/vendor-c.js /assets/app-d.js /assets/star-e.js /assets/home-page-f.js"');
    expect(head).not.toContain('route-modules');
    expect(head).not.toContain('blog-page');
    expect(shellHeadAssets(built)).toContain('data-preload="/assets/vendor-c.js /assets/app-d.js"');
  });

  const withIslands = `<html><head><script type="module" async crossorigin src="/assets/boot-a.js" data-entry="/assets/index-b.js" data-preload="/assets/vendor-c.js"></script>`
    + `<script type="application/json" id="route-modules">{"features/blog/article-page":["/assets/article-page-g.js"]}</script>`
    + `<script type="application/json" id="island-modules">{"entry":"/assets/islands-h.js","preload":["/assets/islands-vendor-i.js"],"groups":{"layout":[],"blog":["/assets/islands-tabs-j.js","/assets/islands-blog-k.js"],"team":["/assets/islands-team-l.js"]}}</script></head></html>`;

  it("gives a page run as islands the runtime and its groups' files, beside the app's for a visit the islands do not serve", () => {
    const head = shellHeadAssets(withIslands, ['features/blog/article-page'], ['layout:SiteHeader', 'blog:ArticleMeta', 'blog:ShareArticleButton']);
    expect(head).toContain('data-islands="/assets/islands-h.js" data-islands-preload="/assets/islands-vendor-i.js /assets/islands-tabs-j.js /assets/islands-blog-k.js"');
    expect(head).toContain('data-preload="/assets/vendor-c.js /assets/article-page-g.js"');
    expect(head).not.toMatch(/island-modules|islands-team/);
  });

  it('names no islands on a page run by the app, and refuses an island the islands build does not have', () => {
    expect(shellHeadAssets(withIslands, ['features/blog/article-page'])).not.toContain('data-islands');
    expect(() => shellHeadAssets(withIslands, [], ['map:MapView'])).toThrow(/no island group map/);
  });
});

describe('the islands', () => {
  it("each island is its group's export of the same name (the runtime loads it from there)", async () => {
    const { islandGroups } = await import('../../web/src/islands/registry.js');
    const { declaredIslands } = await import('../../web/src/islands/island.js');
    // Every module that declares one, groups or not: an island no group exports would fail on its page only.
    const declaring = (await readdir('web/src', { recursive: true })).filter((file) => /\.tsx$/.test(file) && readFileSync(`web/src/${file}`, 'utf8').includes(' = island('));
    expect(declaring.length).toBeGreaterThan(5);
    for (const file of declaring) await import(`../../web/src/${file}`);
    const groups = Object.fromEntries(await Promise.all(Object.entries(islandGroups).map(async ([name, load]) => [name, (await load()) as Record<string, unknown>])));
    expect(declaredIslands.size).toBeGreaterThan(10);
    for (const [name, component] of declaredIslands) {
      const [group, exportName] = name.split(':') as [string, string];
      expect(groups[group]?.[exportName], name).toBe(component);
    }
    // It transforms and imports most of the web's modules: seconds on a busy 2-core machine (5 s was hit in CI).
  }, 60_000);
});

describe('the route tree', () => {
  it("names each page loaded on demand by the module it loads (the prerenderer preloads that module's files)", async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { createRoutes } = await import('../../web/src/app/routes.js');
    type Route = { id?: string; lazy?: unknown; children?: Route[] };
    const lazyRoutes = (routes: Route[]): Route[] => routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);
    const pages = lazyRoutes(createRoutes(new QueryClient(), () => null, {}) as Route[]);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      // Vitest's transform writes the imported module as its path from the repository: /web/src/….tsx.
      expect(page.id, String(page.lazy)).toBe(/\/web\/src\/([^"']+)\.tsx["']/.exec(String(page.lazy))?.[1]);
    }
  });
});

describe("what a page's render adds to <head>", () => {
  it('records the title, the noindex and the high-priority photo, and writes none of them into the markup', async () => {
    const { createElement: h, Fragment } = await import('react');
    const { renderToString } = await import('preact-render-to-string');
    const { DocumentHeadProvider, NoIndex, PageTitle } = await import('../../web/src/components/page-title.js');
    const { BlogCover } = await import('../../web/src/features/blog/components/blog-cover.js');
    const head = { preloads: [] };
    const tree = h(Fragment, null, h(PageTitle, null, 'Condo'), h(NoIndex), h(BlogCover, { src: '/media/a.webp', alt: '', priority: true, sizes: '100vw' }), h(BlogCover, { src: '/media/b.webp', alt: '' }));
    const html = renderToString(h(DocumentHeadProvider, { value: head }, tree) as never);
    expect(head).toEqual({ title: 'Condo · Courtage Québec', noindex: true, preloads: [{ src: '/media/a.webp', sizes: '100vw' }] });
    expect(html).not.toMatch(/<title|<meta|<link/);
    expect(html.match(/<img/g)).toHaveLength(2);
  });
});

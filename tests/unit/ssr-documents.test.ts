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
});

describe("what React hoists out of the app's markup", () => {
  it('goes to <head>: the leading title, meta and link elements, and only those', async () => {
    const { splitHoisted } = await import('../../web/src/ssr/render-page.js');
    const app = '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>Condo · Courtage Québec</title><meta name="x" content="y"/><div class="flex"><title>not hoisted</title></div>';
    expect(splitHoisted(app)).toEqual({
      hoisted: '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><title>Condo · Courtage Québec</title><meta name="x" content="y"/>',
      body: '<div class="flex"><title>not hoisted</title></div>',
    });
    expect(splitHoisted('<div></div>')).toEqual({ hoisted: '', body: '<div></div>' });
  });
});

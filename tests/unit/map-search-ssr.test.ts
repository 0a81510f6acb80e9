import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'preact-render-to-string';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../web/src/app/providers.js';
import { PublicLayout } from '../../web/src/app/public-layout.js';
import { mapAreasQueryOptions } from '../../web/src/features/map-search/api/get-areas.js';
import { MapSearchPage } from '../../web/src/features/map-search/map-search-page.js';

/** /carte on the server (no window, document, storage or WebGL): what its prerendered HTML holds. */
function render(url: string, areas?: { city: string; count: number }[]) {
  const client = new QueryClient();
  if (areas) client.setQueryData(mapAreasQueryOptions().queryKey, areas);
  const router = createMemoryRouter([{ Component: PublicLayout, children: [{ path: '/carte', Component: MapSearchPage }] }], { initialEntries: [url] });
  return renderToString(createElement(AppProviders, { client, children: createElement(RouterProvider, { router }) }) as never);
}

describe('/carte rendered on the server', () => {
  it('holds the heading, the GET form of /carte, the map placeholder and the index of cities with their links', () => {
    const html = render('/carte', [
      { city: 'Montréal', count: 8 },
      { city: 'Québec', count: 1 },
    ]);
    expect(html).toContain('<h1');
    expect(html).toContain('Recherche par carte');
    expect(html).toMatch(/<form method="get" action="\/carte" role="search"/);
    expect(html).toContain('Chargement de la carte…');
    expect(html).toContain('href="/carte?q=Montr%C3%A9al"');
    expect(html).toContain('href="/listings?location=Montr%C3%A9al"');
    expect(html).toContain('8 propriétés');
    expect(html).toContain('1 propriété<');
    // No MapLibre on the server: no canvas, no marker.
    expect(html).not.toContain('maplibregl');
  });

  it('shows the filters of its URL in its form, and no index without the prerenderer\u2019s cities', () => {
    const html = render('/carte?q=loft&type=condo&lat=45.5&lng=-73.6&zoom=12');
    expect(html).toMatch(/name="q"[^>]*value="loft"|value="loft"[^>]*name="q"/);
    expect(html).toContain('<option selected value="condo">');
    expect(html).toContain('<input type="hidden" name="zoom" value="12"/>');
    expect(html).not.toContain('Parcourir par ville');
  });
});

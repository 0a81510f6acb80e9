import { seoCopy } from './copy.js';
import { pageHead } from './head.js';
import { breadcrumbJsonLd, brokerageJsonLd, webSiteJsonLd } from './json-ld.js';
import type { PageHead, SiteInfo, StaticPage } from './types.js';

/** Path of each static page with a head of its own. */
export const STATIC_PAGE_PATHS: Record<StaticPage, `/${StaticPage}`> = {
  'vendeur-lead': '/vendeur-lead',
  'reprise-finance': '/reprise-finance',
  contact: '/contact',
  confidentialite: '/confidentialite',
  accessibilite: '/accessibilite',
  carte: '/carte',
  calculatrices: '/calculatrices',
};

const home = { name: seoCopy.nav.home, path: '/' };

/** `/`: the brokerage (organization-level RealEstateAgent) and the WebSite. */
export function homeHead(site: SiteInfo): PageHead {
  return pageHead({
    site,
    title: seoCopy.home.title,
    description: seoCopy.home.description,
    path: '/',
    jsonLd: [brokerageJsonLd(site), webSiteJsonLd(site)],
  });
}

/** A list page: its own copy and a breadcrumb from the home. */
function listHead(site: SiteInfo, list: 'listings' | 'agents' | 'blog'): PageHead {
  const path = `/${list}`;
  const { title, description } = seoCopy[list];
  return pageHead({ site, title, description, path, jsonLd: [breadcrumbJsonLd(site, [home, { name: seoCopy.nav[list], path }])] });
}

/** `/listings`: canonical `/listings` whatever the filters of the request. */
export const listingsHead = (site: SiteInfo) => listHead(site, 'listings');
/** `/agents`: the team. */
export const agentsHead = (site: SiteInfo) => listHead(site, 'agents');
/** `/blog`: the article list. */
export const blogHead = (site: SiteInfo) => listHead(site, 'blog');

/** `/vendeur-lead`, `/reprise-finance`, `/contact`, `/confidentialite`, `/accessibilite`, `/carte`, `/calculatrices`. */
export function staticPageHead(page: StaticPage, site: SiteInfo): PageHead {
  const { title, description } = seoCopy.pages[page];
  const path = STATIC_PAGE_PATHS[page];
  return pageHead({ site, title, description, path, jsonLd: [breadcrumbJsonLd(site, [home, { name: title, path }])] });
}

/** The not-found page (a removed property's address): kept out of the index. */
export function notFoundHead(site: SiteInfo, path: string): PageHead {
  return pageHead({ site, title: seoCopy.notFound.title, description: seoCopy.notFound.description, path, robots: 'noindex' });
}

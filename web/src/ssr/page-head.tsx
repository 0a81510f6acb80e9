import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { PublicAgent } from '../../../shared/agents/api';
import type { BlogArticleResponse } from '../../../shared/blog/api';
import type { PropertyDetail } from '../../../shared/properties/api';
import {
  agentHead,
  agentsHead,
  articleHead,
  blogHead,
  headTags,
  homeHead,
  listingsHead,
  notFoundHead,
  propertyHead,
  staticPageHead,
  STATIC_PAGE_PATHS,
  type PageHead,
  type SiteInfo,
  type StaticPage,
} from '../../../shared/site/seo/index';
import { blogPostQueryOptions } from '../features/blog/api/get-blog-post';
import { propertyQueryOptions } from '../features/property/api/get-property';
import { agentQueryOptions } from '../features/team/api/get-agent';
import { fr } from '../i18n/fr';
import { siteSettingsQueryOptions } from '../lib/site-settings';
import { socialProfiles, telHref } from '../lib/site-info';
import { EMPTY_SITE_IDENTITY, type SiteIdentity } from '../../../shared/settings/identity';
import { HERO_IMAGES } from '../features/home/hero-images';

/** The static pages by path (the SEO builders name each page's path). */
const STATIC_PAGES = new Map(Object.entries(STATIC_PAGE_PATHS).map(([page, path]) => [path as string, page as StaticPage]));

/** The brokerage as the metadata names it: the details the header and footer show (the site settings). */
function siteInfoFor(origin: string, identity: SiteIdentity = EMPTY_SITE_IDENTITY): SiteInfo {
  return {
    origin,
    brandName: fr.brand.name,
    contactEmail: identity.email || undefined,
    phone: identity.phone ? telHref(identity.phone).replace(/^tel:/, '') : undefined,
    address: identity.street ? { streetAddress: identity.street, addressLocality: identity.locality, postalCode: identity.postalCode } : undefined,
    defaultImage: { url: HERO_IMAGES[0]!, alt: fr.brand.name },
    sameAs: socialProfiles(identity).map((profile) => profile.href),
  };
}

/** The page's metadata from what its loaders put in the cache (the same data the page shows). */
function headOf(path: string, queryClient: QueryClient, site: SiteInfo): PageHead {
  const param = (pattern: string) => matchPath(pattern, path)?.params;
  const property = param('/property/:id');
  if (property?.id) {
    const data = queryClient.getQueryData<PropertyDetail>(propertyQueryOptions(property.id).queryKey);
    return data ? propertyHead(data, site) : notFoundHead(site, path);
  }
  const agent = param('/agent/:id');
  if (agent?.id) {
    const data = queryClient.getQueryData<PublicAgent>(agentQueryOptions(agent.id).queryKey);
    return data ? agentHead(data, site) : notFoundHead(site, path);
  }
  const article = param('/blog/:slug');
  if (article?.slug) {
    const data = queryClient.getQueryData<BlogArticleResponse>(blogPostQueryOptions(article.slug).queryKey);
    return data ? articleHead(data.article, site) : notFoundHead(site, path);
  }
  if (path === '/') return homeHead(site);
  if (path === '/listings') return listingsHead(site);
  if (path === '/agents') return agentsHead(site);
  if (path === '/blog') return blogHead(site);
  const page = STATIC_PAGES.get(path);
  return page ? staticPageHead(page, site) : notFoundHead(site, path);
}

/** Description, canonical URL, Open Graph, Twitter card and JSON-LD, as elements of the document's <head>. */
export function pageHeadElements(path: string, queryClient: QueryClient, origin: string) {
  // Every public page's loader has read the site settings (the public layout's).
  const site = siteInfoFor(origin, queryClient.getQueryData(siteSettingsQueryOptions().queryKey));
  return headTags(headOf(path, queryClient, site)).map((tag, index) => {
    switch (tag.kind) {
      case 'meta':
        return 'name' in tag ? <meta key={index} name={tag.name} content={tag.content} /> : <meta key={index} property={tag.property} content={tag.content} />;
      case 'link':
        return <link key={index} rel={tag.rel} href={tag.href} />;
      case 'json-ld':
        // Not executable (the CSP's script-src does not apply); the content is escaped so it cannot close the script.
        return <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: tag.content }} />;
    }
  });
}

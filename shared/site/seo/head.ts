import type { HeadImage, JsonLdNode, OpenGraphType, PageHead, SiteInfo } from './types.js';
import { absoluteUrl, canonicalUrl } from './urls.js';

export type HeadInput = {
  site: SiteInfo;
  title: string;
  description: string;
  /** The page's path (a query string or fragment is dropped from the canonical). */
  path: string;
  type?: OpenGraphType;
  /** The page's own image (absolute or a site path); the site's default image when absent, none when null. */
  image?: HeadImage | null;
  jsonLd?: JsonLdNode[];
  article?: PageHead['openGraph']['article'];
  robots?: string;
};

/** `${title} · ${brandName}`: what the page's PageTitle puts in `<title>`. */
export const documentTitle = (title: string, site: SiteInfo) => `${title} · ${site.brandName}`;

/** Assembles a page's head: canonical, Open Graph and Twitter card from one title, description and image. */
export function pageHead(input: HeadInput): PageHead {
  const { site, title, description } = input;
  const url = canonicalUrl(site.origin, input.path);
  const chosen = input.image === null ? undefined : (input.image ?? site.defaultImage);
  const image = chosen ? { ...chosen, url: absoluteUrl(site.origin, chosen.url) } : undefined;
  return {
    title,
    documentTitle: documentTitle(title, site),
    description,
    canonicalUrl: url,
    openGraph: {
      type: input.type ?? 'website',
      title,
      description,
      url,
      ...(image ? { image } : {}),
      locale: 'fr_CA',
      siteName: site.brandName,
      ...(input.article ? { article: input.article } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { image } : {}),
    },
    jsonLd: input.jsonLd ?? [],
    ...(input.robots ? { robots: input.robots } : {}),
  };
}

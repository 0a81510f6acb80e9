import type { BreadcrumbList, RealEstateAgent, WebSite, WithContext } from 'schema-dts';
import type { SiteInfo } from './types.js';
import { absoluteUrl, canonicalUrl, siteOrigin } from './urls.js';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>`, `&` and the two JavaScript
 * line separators written as \u escapes, so no value (a title with `</script>` or `<!--`) can end the
 * script or open a comment in it. Parses back to the same data.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]!);
}

/** The `@id` of the brokerage node: pages refer to it (worksFor, publisher, seller) by this id. */
export const brokerageId = (site: SiteInfo) => `${siteOrigin(site.origin)}/#courtage`;

/** The brokerage as a reference inside another node: its id, name, address of the site and logo. */
export function brokerageRef(site: SiteInfo): RealEstateAgent {
  return {
    '@type': 'RealEstateAgent',
    '@id': brokerageId(site),
    name: site.brandName,
    url: canonicalUrl(site.origin, '/'),
    logo: absoluteUrl(site.origin, site.logoUrl ?? '/favicon.svg'),
  };
}

/** The brokerage itself (home page): organization-level RealEstateAgent serving Quebec. */
export function brokerageJsonLd(site: SiteInfo): WithContext<RealEstateAgent> {
  const ref = brokerageRef(site) as Exclude<RealEstateAgent, string>;
  return {
    '@context': 'https://schema.org',
    ...ref,
    ...(site.defaultImage ? { image: absoluteUrl(site.origin, site.defaultImage.url) } : {}),
    ...(site.contactEmail ? { email: site.contactEmail } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.address.streetAddress,
            addressLocality: site.address.addressLocality,
            postalCode: site.address.postalCode,
            addressRegion: site.address.addressRegion ?? 'QC',
            addressCountry: site.address.addressCountry ?? 'CA',
          },
        }
      : {}),
    areaServed: { '@type': 'AdministrativeArea', name: 'Québec' },
    ...(site.sameAs?.length ? { sameAs: [...site.sameAs] } : {}),
  };
}

/** The site (home page): its name, address and language. */
export function webSiteJsonLd(site: SiteInfo): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteOrigin(site.origin)}/#site`,
    name: site.brandName,
    url: canonicalUrl(site.origin, '/'),
    inLanguage: 'fr-CA',
    publisher: { '@id': brokerageId(site) },
  };
}

/** Breadcrumbs from the home page down to the page: each crumb's name and path (made absolute). */
export function breadcrumbJsonLd(site: SiteInfo, crumbs: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(site.origin, crumb.path),
    })),
  };
}

import { randomUUID } from 'node:crypto';
import type { BlogPosting, RealEstateListing, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoCategories, demoPosts } from '../../infra/local/seed/data/blog.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import type { PublicAgent } from '../../shared/agents/api.js';
import { PUBLIC_AGENT_FIELDS } from '../../shared/agents/api.js';
import { BLOG_CARD_FIELDS } from '../../shared/blog/api.js';
import { photoUrl } from '../../shared/media/renditions.js';
import { PROPERTY_AGENT_FIELDS, PUBLIC_PROPERTY_FIELDS, type PropertyDetail } from '../../shared/properties/api.js';
import {
  agentHead,
  agentsHead,
  articleHead,
  blogHead,
  canonicalUrl,
  headTags,
  homeHead,
  jsonLdScriptContent,
  listingsHead,
  notFoundHead,
  plainText,
  propertyHead,
  propertyJsonLd,
  propertySummary,
  seoCopy,
  staticPageHead,
  type ArticleInput,
  type PageHead,
  type SiteInfo,
  type StaticPage,
} from '../../shared/site/seo/index.js';
import { fr } from '../../web/src/i18n/fr.js';
import { frBlog } from '../../web/src/features/blog/i18n/fr.js';
import { frContact } from '../../web/src/features/contact/i18n/fr.js';
import { frFinance } from '../../web/src/features/finance-takeovers/i18n/fr.js';
import { frHome } from '../../web/src/features/home/i18n/fr.js';
import { frListings } from '../../web/src/features/listings/i18n/fr.js';
import { frMapSearch } from '../../web/src/features/map-search/i18n/fr.js';
import { frPrivacy } from '../../web/src/features/privacy/i18n/fr.js';
import { frSellers } from '../../web/src/features/sellers/i18n/fr.js';
import { frTeam } from '../../web/src/features/team/i18n/fr.js';

const ORIGIN = 'https://courtage.example';
const site: SiteInfo = {
  origin: `${ORIGIN}/`,
  brandName: 'Courtage Québec',
  contactEmail: 'info@courtagequebec.ca',
  phone: '+15145550199',
  address: { streetAddress: '1250, boulevard René-Lévesque Ouest', addressLocality: 'Montréal', postalCode: 'H3B 4W8' },
  defaultImage: { url: '/media/site/hero-1.webp', alt: 'Courtage Québec' },
  sameAs: ['https://www.facebook.com/'],
};

const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])) as Pick<T, K>;

/** The brokers as GET /api/agents/{id} answers them: the seed's, with an id, a portrait and a date. */
const agents: PublicAgent[] = demoAgents.map(({ key, ...agent }) =>
  pick({ ...agent, id: randomUUID(), imageUrl: `/media/agents/${key}.webp`, createdAt: '2025-01-10T14:00:00.000Z' }, PUBLIC_AGENT_FIELDS),
);

/** The properties as GET /api/properties/{id} answers them: the seed's, with ids, photos (pipeline renditions for some) and brokers. */
const properties: PropertyDetail[] = demoProperties.map(({ key: _key, ageDays, photoCount, agentKeys, priceCut: _cut, ...demo }, index) => {
  const id = randomUUID();
  const photosUrls = Array.from({ length: photoCount }, (_, n) => (index % 2 === 0 ? photoUrl(randomUUID()) : `/media/properties/${id}/${n + 1}.webp`));
  const detail = { transactionType: 'sale' as const, priceHistory: [], priceDrop: undefined, ...demo, id, createdAt: new Date(Date.UTC(2026, 5, 1) - ageDays * 86_400_000).toISOString(), imageUrl: photosUrls[0], photosUrls };
  return {
    ...pick(detail, PUBLIC_PROPERTY_FIELDS),
    agents: agentKeys.map((k, n) => ({ ...pick(agents[demoAgents.findIndex((a) => a.key === k)]!, PROPERTY_AGENT_FIELDS), isPrimary: n === 0 })),
  };
});

/** The articles as GET /api/blog/{slug} answers them. */
const articles: ArticleInput[] = demoPosts.map(({ key, ageDays, categoryKey, ...post }) => ({
  ...pick(
    {
      ...post,
      id: randomUUID(),
      category: demoCategories.find((c) => c.key === categoryKey)!.name,
      featuredImageUrl: `/media/blog/${key}.webp`,
      publishedAt: new Date(Date.UTC(2026, 5, 1) - ageDays * 86_400_000).toISOString(),
    },
    BLOG_CARD_FIELDS,
  ),
  content: post.content,
}));

const condo = properties[0]!;

/** What a RealEstateListing of ours must hold at run time (the compile-time check is the type itself). */
const listingShape = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('RealEstateListing'),
  name: z.string().check(z.minLength(1)),
  url: z.string().check(z.regex(/^https:\/\/courtage\.example\/property\/[0-9a-f-]{36}$/)),
  description: z.string().check(z.minLength(1), z.maxLength(300), z.refine((d) => !/[<>\n]/.test(d), 'no HTML, no line break')),
  datePosted: z.iso.datetime(),
  image: z.array(z.url().check(z.startsWith(`${ORIGIN}/media/`))).check(z.minLength(1), z.maxLength(10)),
  offers: z.object({
    '@type': z.enum(['Offer', 'OfferForLease']),
    price: z.number().check(z.positive()),
    priceCurrency: z.literal('CAD'),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/LimitedAvailability', 'https://schema.org/SoldOut', 'https://schema.org/Discontinued']),
    seller: z.object({ '@type': z.literal('RealEstateAgent'), name: z.literal('Courtage Québec') }),
  }),
  mainEntity: z.object({
    '@type': z.enum(['Apartment', 'SingleFamilyResidence', 'House', 'Place']),
    address: z.object({ '@type': z.literal('PostalAddress'), addressLocality: z.string().check(z.minLength(1)), addressRegion: z.literal('QC'), addressCountry: z.literal('CA') }),
  }),
});

describe('property JSON-LD', () => {
  it('is a WithContext<RealEstateListing> at compile time', () => {
    const listing: WithContext<RealEstateListing> = propertyJsonLd(condo, site);
    expectTypeOf(propertyJsonLd).returns.toEqualTypeOf<WithContext<RealEstateListing>>();
    // The type does check: an offer priced as a number currency is refused.
    // @ts-expect-error priceCurrency is Text
    const wrong: WithContext<RealEstateListing> = { ...listing, offers: { '@type': 'Offer', price: 1, priceCurrency: 124 } };
    expect(wrong).toBeDefined();
  });

  it('holds the name, an Offer in CAD, the address and the photos of every demo property', () => {
    for (const property of properties) {
      const listing = listingShape.parse(propertyJsonLd(property, site));
      expect(listing.offers.price).toBe(property.price);
      expect(listing.name).toBe(property.title);
      expect(listing.mainEntity.address.addressLocality).toBe(property.location.split(',').at(-1)!.trim());
      expect(listing.image[0]).toBe(`${ORIGIN}${property.imageUrl}`);
    }
  });

  it('offers a rental as leased out by the month, and a sale as a plain offer', () => {
    const rental = properties.find((p) => p.transactionType === 'rent')!;
    expect(propertyJsonLd(rental, site).offers).toMatchObject({
      '@type': 'OfferForLease',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: rental.price, priceCurrency: 'CAD', unitCode: 'MON' },
    });
    expect(propertySummary(rental)).toContain('$/mois');
    const sale = propertyJsonLd(condo, site).offers as Record<string, unknown>;
    expect(sale['@type']).toBe('Offer');
    expect(sale.priceSpecification).toBeUndefined();
  });

  it('describes the residence: rooms, bathrooms (half ones partial) and floor size in square feet', () => {
    const listing = propertyJsonLd({ ...condo, propertyType: 'maison', bedrooms: 3, bathrooms: 1.5, roomsCount: 9, areaSqft: 1_850 }, site);
    expect(listing.mainEntity).toMatchObject({
      '@type': 'SingleFamilyResidence',
      numberOfRooms: 9,
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
      numberOfFullBathrooms: 1,
      numberOfPartialBathrooms: 1,
      floorSize: { '@type': 'QuantitativeValue', value: 1_850, unitCode: 'FTK' },
    });
  });

  it('says a sold property is sold out and a land lot is a place', () => {
    expect(propertyJsonLd({ ...condo, status: 'vendu' }, site).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(propertyJsonLd({ ...condo, propertyType: 'terrain' }, site).mainEntity).toMatchObject({ '@type': 'Place' });
  });

  it('comes with breadcrumbs Accueil → Propriétés → the property', () => {
    const crumbs = propertyHead(condo, site).jsonLd[1] as unknown as { '@type': string; itemListElement: { position: number; name: string; item: string }[] };
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Propriétés', item: `${ORIGIN}/listings` },
      { '@type': 'ListItem', position: 3, name: condo.title, item: `${ORIGIN}/property/${condo.id}` },
    ]);
  });
});

describe('JSON-LD in a script', () => {
  const attack = '</script><script>alert(1)</script>';

  it('cannot be closed by a title: no <, > or & is left, and it parses back to the same data', () => {
    const listing = propertyJsonLd({ ...condo, title: attack, description: `<!-- ${attack} & \u2028 fin` }, site);
    const content = jsonLdScriptContent(listing);
    expect(content).not.toMatch(/[<>&\u2028\u2029]/);
    expect(content).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(content)).toEqual(listing);
    const html = `<head><script type="application/ld+json">${content}</script></head>`;
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
  });

  it('is what headTags gives the renderer for every JSON-LD of a page', () => {
    const head = propertyHead({ ...condo, title: attack }, site);
    const scripts = headTags(head).filter((t) => t.kind === 'json-ld');
    expect(scripts).toHaveLength(head.jsonLd.length);
    for (const script of scripts) expect(script.content).not.toContain('<');
  });
});

describe('canonical URLs', () => {
  it('are absolute, the path only: no query string, fragment or trailing slash', () => {
    expect(canonicalUrl(ORIGIN, '/listings?type=condo&minPrice=300000#results')).toBe(`${ORIGIN}/listings`);
    expect(canonicalUrl(`${ORIGIN}/`, '/agents/')).toBe(`${ORIGIN}/agents`);
    expect(canonicalUrl(ORIGIN, '/')).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, '')).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, 'https://elsewhere.example/property/1?x=1')).toBe(`${ORIGIN}/property/1`);
  });

  it('of /listings is /listings whatever the filters, and each page names its own', () => {
    expect(listingsHead(site).canonicalUrl).toBe(`${ORIGIN}/listings`);
    expect(homeHead(site).canonicalUrl).toBe(`${ORIGIN}/`);
    expect(propertyHead(condo, site).canonicalUrl).toBe(`${ORIGIN}/property/${condo.id}`);
    expect(agentHead(agents[0]!, site).canonicalUrl).toBe(`${ORIGIN}/agent/${agents[0]!.id}`);
    expect(articleHead(articles[0]!, site).canonicalUrl).toBe(`${ORIGIN}/blog/${articles[0]!.slug}`);
    expect(staticPageHead('confidentialite', site).canonicalUrl).toBe(`${ORIGIN}/confidentialite`);
  });
});

const allHeads = (): [string, PageHead][] => [
  ['home', homeHead(site)],
  ['listings', listingsHead(site)],
  ['agents', agentsHead(site)],
  ['blog', blogHead(site)],
  ...(['vendeur-lead', 'reprise-finance', 'contact', 'confidentialite'] as StaticPage[]).map((p): [string, PageHead] => [p, staticPageHead(p, site)]),
  ['not found', notFoundHead(site, '/property/gone')],
  ...properties.map((p): [string, PageHead] => [`property ${p.title}`, propertyHead(p, site)]),
  ...agents.map((a): [string, PageHead] => [`agent ${a.name}`, agentHead(a, site)]),
  ...articles.map((a): [string, PageHead] => [`article ${a.slug}`, articleHead(a, site)]),
];

describe('descriptions', () => {
  it('are French plain text of 50 to 160 characters on every page of the demo site', () => {
    for (const [name, head] of allHeads()) {
      expect(head.description.length, name).toBeGreaterThanOrEqual(50);
      expect(head.description.length, name).toBeLessThanOrEqual(160);
      expect(head.description, name).not.toMatch(/[<>\n\r\t]|&[a-z]+;|\s{2}/);
      expect(head.openGraph.description).toBe(head.description);
      expect(head.twitter.description).toBe(head.description);
    }
  });

  it('of an article without excerpt is its HTML content, stripped and cut at a word with an ellipsis', () => {
    const article = { ...articles[0]!, excerpt: '' };
    const description = articleHead(article, site).description;
    expect(description.startsWith('Qu\'est-ce que la taxe de bienvenue? Officiellement appelée droit de mutation')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('of a property starts with its type, place, price and rooms', () => {
    expect(propertyHead(condo, site).description).toMatch(/^Condo à Griffintown, Montréal : 649\s000\s\$, 2 chambres, 2 salles de bain\. Construit en 2018/);
  });

  it('of a short text gets the fallback appended, never a stub', () => {
    const description = agentHead({ id: 'a1', name: 'Léa' }, site).description;
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description).toMatch(/^Léa, Courtier immobilier chez Courtage Québec\. /);
  });

  it('plainText drops tags, scripts and comments and decodes entities', () => {
    expect(plainText('<h2>Titre</h2><p>Un&nbsp;texte &amp; <strong>gras</strong>&#233;</p><script>alert(1)</script><!-- x -->\n<p>fin</p>')).toBe('Titre Un texte & grasé fin');
  });
});

describe('sharing cards', () => {
  it('show a property\'s main photo, large (the 1 600 px rendition of a pipeline photo)', () => {
    const head = propertyHead(condo, site);
    expect(head.openGraph).toMatchObject({ type: 'website', locale: 'fr_CA', siteName: 'Courtage Québec', title: condo.title, url: head.canonicalUrl });
    expect(head.openGraph.image?.url).toBe(`${ORIGIN}${condo.imageUrl!.replace('/960.webp', '/1600.webp')}`);
    expect(head.twitter.card).toBe('summary_large_image');
    expect(head.twitter.image?.url).toBe(head.openGraph.image?.url);
  });

  it('fall back to a summary card, not another photo, for a property without photos', () => {
    const head = propertyHead({ ...condo, imageUrl: undefined, photosUrls: [] }, site);
    expect(head.openGraph.image).toBeUndefined();
    expect(head.twitter.card).toBe('summary');
  });

  it('make an article an og article with its dates, section and author', () => {
    const article = articles[0]!;
    const head = articleHead(article, site);
    expect(head.openGraph).toMatchObject({ type: 'article', article: { publishedTime: article.publishedAt, modifiedTime: article.publishedAt, author: 'Karim Benali', section: 'Conseils aux acheteurs' } });
    const posting = head.jsonLd[0] as WithContext<BlogPosting> & Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: article.publishedAt,
      image: `${ORIGIN}${article.featuredImageUrl}`,
      author: { '@type': 'Person', name: 'Karim Benali' },
      publisher: { '@type': 'RealEstateAgent', name: 'Courtage Québec' },
      mainEntityOfPage: { '@id': head.canonicalUrl },
    });
  });

  it('make a broker a RealEstateAgent person working for the brokerage', () => {
    const agent = agents[0]!;
    expect(agentHead(agent, site).jsonLd[0]).toMatchObject({
      '@type': ['RealEstateAgent', 'Person'],
      name: 'Sophie Tremblay',
      jobTitle: 'Co-présidente',
      telephone: agent.phone,
      email: agent.email,
      image: `${ORIGIN}${agent.imageUrl}`,
      url: `${ORIGIN}/agent/${agent.id}`,
      worksFor: { '@type': 'RealEstateAgent', '@id': `${ORIGIN}/#courtage`, name: 'Courtage Québec' },
    });
    expect(agentHead(agent, site).openGraph.type).toBe('profile');
  });

  it('make the home page the brokerage (RealEstateAgent serving Québec) and the WebSite', () => {
    const [brokerage, website] = homeHead(site).jsonLd;
    expect(brokerage).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Courtage Québec',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      email: 'info@courtagequebec.ca',
      telephone: '+15145550199',
      areaServed: { name: 'Québec' },
      address: { '@type': 'PostalAddress', addressLocality: 'Montréal', addressRegion: 'QC', addressCountry: 'CA' },
    });
    expect(website).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/`, inLanguage: 'fr-CA' });
    expect(homeHead(site).openGraph.image?.url).toBe(`${ORIGIN}/media/site/hero-1.webp`);
  });

  it('keep the not-found page out of the index', () => {
    expect(headTags(notFoundHead(site, '/property/gone'))).toContainEqual({ kind: 'meta', name: 'robots', content: 'noindex' });
    expect(homeHead(site).robots).toBeUndefined();
  });

  it('become meta and link tags in head order', () => {
    const tags = headTags(articleHead(articles[0]!, site));
    expect(tags[0]).toEqual({ kind: 'meta', name: 'description', content: expect.any(String) });
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: `${ORIGIN}/blog/${articles[0]!.slug}` });
    expect(tags).toContainEqual({ kind: 'meta', property: 'og:locale', content: 'fr_CA' });
    expect(tags).toContainEqual({ kind: 'meta', property: 'og:image:alt', content: articles[0]!.title });
    expect(tags).toContainEqual({ kind: 'meta', name: 'twitter:card', content: 'summary_large_image' });
    expect(tags.filter((t) => 'property' in t && t.property === 'article:tag').map((t) => 'content' in t && t.content)).toEqual(articles[0]!.tags);
  });
});

describe('titles', () => {
  it('are the ones the pages give their PageTitle (the web catalogues)', () => {
    expect(homeHead(site).title).toBe(frHome.title);
    expect(listingsHead(site).title).toBe(fr.pages.listings);
    expect(agentsHead(site).title).toBe(fr.pages.agents);
    expect(blogHead(site).title).toBe(frBlog.list.title);
    expect(staticPageHead('vendeur-lead', site).title).toBe(frSellers.title);
    expect(staticPageHead('reprise-finance', site).title).toBe(frFinance.title);
    expect(staticPageHead('contact', site).title).toBe(fr.pages.contact);
    expect(staticPageHead('confidentialite', site).title).toBe(frPrivacy.title);
    expect(staticPageHead('carte', site).title).toBe(frMapSearch.title);
    expect(notFoundHead(site, '/x').title).toBe(fr.notFound.title);
    expect(propertyHead(condo, site).title).toBe(condo.title);
    expect(propertyHead(condo, site).documentTitle).toBe(`${condo.title} · ${fr.brand.name}`);
  });

  it('and the texts reused from the catalogues still match them', () => {
    expect(seoCopy.nav).toEqual({ home: fr.nav.home, listings: fr.nav.listings, agents: fr.nav.agents, blog: fr.nav.blog });
    expect(seoCopy.home.description).toBe(frHome.subtitle);
    expect(seoCopy.listings.description).toBe(frListings.intro);
    expect(seoCopy.agents.description).toBe(frTeam.intro);
    expect(seoCopy.blog.description).toBe(frBlog.list.intro);
    expect(seoCopy.pages['vendeur-lead'].description).toBe(frSellers.hero.text);
    expect(seoCopy.pages.contact.description).toBe(frContact.intro);
    expect(seoCopy.pages.carte.description).toBe(frMapSearch.intro);
    expect(seoCopy.notFound.description).toBe(fr.notFound.text);
    expect(seoCopy.agent.photoAlt('Léa')).toBe(frTeam.photoAlt('Léa'));
  });
});

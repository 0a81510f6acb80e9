import type { MergeLeafTypes, PersonLeaf, RealEstateAgentLeaf, Thing, WithContext } from 'schema-dts';

/**
 * What every page's metadata needs to know of the site. The renderer builds it once from its config
 * (origin) and the brokerage's contact details (web/src/lib/site-info.ts holds them for the pages).
 */
export type SiteInfo = {
  /** Public origin, e.g. `https://courtage.example` (a trailing slash or path is dropped). */
  origin: string;
  /** `Courtage Québec`: og:site_name, the title suffix, the brokerage's name in JSON-LD. */
  brandName: string;
  contactEmail?: string;
  /** As shown or E.164 (`+15145550199`): JSON-LD `telephone`. */
  phone?: string;
  /** The office, for the brokerage's JSON-LD. Region and country default to QC / CA. */
  address?: { streetAddress: string; addressLocality: string; postalCode: string; addressRegion?: string; addressCountry?: string };
  /** Logo path or URL; `/favicon.svg` (the house mark) when absent. */
  logoUrl?: string;
  /** The image of pages that have none of their own (home, lists, static pages): path or https URL. */
  defaultImage?: { url: string; alt: string };
  /** Social profiles of the brokerage (JSON-LD `sameAs`). */
  sameAs?: readonly string[];
};

/** A broker: a RealEstateAgent who is a person (job title, employer), typed `["RealEstateAgent", "Person"]`. */
export type BrokerNode = MergeLeafTypes<[RealEstateAgentLeaf, PersonLeaf]>;

/** One JSON-LD document of a page. */
export type JsonLdNode = WithContext<Thing> | WithContext<BrokerNode>;

export type OpenGraphType = 'website' | 'article' | 'profile';

export type HeadImage = { url: string; alt: string; width?: number; height?: number };

export type PageHead = {
  /** The title the page gives its `PageTitle` (og:title and twitter:title too). */
  title: string;
  /** What `PageTitle` renders into `<title>`: `${title} · ${brandName}`. */
  documentTitle: string;
  /** French, 50–160 characters, no HTML, no line break. */
  description: string;
  /** Absolute, the page path only: no query string, no fragment, no trailing slash but on `/`. */
  canonicalUrl: string;
  openGraph: {
    type: OpenGraphType;
    title: string;
    description: string;
    url: string;
    image?: HeadImage;
    locale: 'fr_CA';
    siteName: string;
    /** og type `article` only. */
    article?: { publishedTime?: string; modifiedTime?: string; author?: string; section?: string; tags?: readonly string[] };
  };
  twitter: {
    card: 'summary_large_image' | 'summary';
    title: string;
    description: string;
    image?: HeadImage;
  };
  /** One `<script type="application/ld+json">` each (see jsonLdScriptContent). */
  jsonLd: JsonLdNode[];
  /** `noindex` for pages search engines should not keep (not found). */
  robots?: string;
};

/** The static public pages with a head of their own. */
export type StaticPage = 'vendeur-lead' | 'reprise-finance' | 'contact' | 'confidentialite' | 'accessibilite' | 'carte' | 'calculatrices';

/** Search-engine and sharing metadata of the public pages (issue 12 §4): pure functions, typed with schema-dts. */
export type { BrokerNode, HeadImage, JsonLdNode, OpenGraphType, PageHead, SiteInfo, StaticPage } from './types.js';
// sitemap.xml and robots.txt: import './sitemap.js' directly (Node streams; not for the browser).
export { canonicalUrl, absoluteUrl, shareImageUrl, siteOrigin } from './urls.js';
export { plainText, truncate, metaDescription, DESCRIPTION_MIN, DESCRIPTION_MAX } from './text.js';
export { jsonLdScriptContent, breadcrumbJsonLd, brokerageJsonLd, webSiteJsonLd, brokerageRef } from './json-ld.js';
export { pageHead, documentTitle } from './head.js';
export { propertyHead, propertyJsonLd, propertyAddress, propertySummary } from './property.js';
export { agentHead, agentJsonLd } from './agent.js';
export { articleHead, articleJsonLd, type ArticleInput } from './article.js';
export { homeHead, listingsHead, agentsHead, blogHead, staticPageHead, notFoundHead, STATIC_PAGE_PATHS } from './pages.js';
export { headTags, type HeadTag } from './head-tags.js';
export { seoCopy } from './copy.js';

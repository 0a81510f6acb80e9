import type { WithContext } from 'schema-dts';
import type { PublicAgent } from '../../agents/api.js';
import { seoCopy } from './copy.js';
import { pageHead } from './head.js';
import { brokerageRef, breadcrumbJsonLd } from './json-ld.js';
import { JSON_LD_DESCRIPTION_MAX, metaDescription, plainText, truncate } from './text.js';
import type { BrokerNode, PageHead, SiteInfo } from './types.js';
import { absoluteUrl, canonicalUrl, shareImageUrl } from './urls.js';
import { agentPath } from '../pages.js';

type AgentInput = Pick<PublicAgent, 'id' | 'name'> & Partial<Pick<PublicAgent, 'title' | 'specialty' | 'languages' | 'bio' | 'phone' | 'email' | 'imageUrl' | 'agencyName'>>;

/** « Sophie Tremblay, Co-présidente chez Courtage Québec. Propriétés de prestige à Westmount… » */
function agentIntro(agent: AgentInput, site: SiteInfo): string {
  const role = agent.title?.trim() || seoCopy.agent.jobTitle;
  return `${agent.name}, ${role} chez ${agent.agencyName?.trim() || site.brandName}.${agent.specialty ? ` ${agent.specialty.trim().replace(/\.?$/, '.')}` : ''}`;
}

/** A broker's JSON-LD: a RealEstateAgent who is a Person, working for the brokerage. */
export function agentJsonLd(agent: AgentInput, site: SiteInfo): WithContext<BrokerNode> {
  const url = canonicalUrl(site.origin, agentPath(agent.id));
  return {
    '@context': 'https://schema.org',
    '@type': ['RealEstateAgent', 'Person'],
    '@id': `${url}#courtier`,
    name: agent.name,
    url,
    description: truncate(plainText(agent.bio ?? '') || agentIntro(agent, site), JSON_LD_DESCRIPTION_MAX),
    ...(agent.title ? { jobTitle: agent.title } : { jobTitle: seoCopy.agent.jobTitle }),
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(agent.email ? { email: agent.email } : {}),
    ...(agent.imageUrl ? { image: absoluteUrl(site.origin, agent.imageUrl) } : {}),
    ...(agent.languages?.length ? { knowsLanguage: [...agent.languages] } : {}),
    ...(agent.specialty ? { knowsAbout: agent.specialty } : {}),
    areaServed: { '@type': 'AdministrativeArea', name: 'Québec' },
    worksFor: brokerageRef(site),
  };
}

/** /agent/{id}: the broker's profile (og type profile), JSON-LD and breadcrumbs. */
export function agentHead(agent: AgentInput, site: SiteInfo): PageHead {
  const path = agentPath(agent.id);
  return pageHead({
    site,
    title: agent.name,
    description: metaDescription([agentIntro(agent, site), plainText(agent.bio ?? '')], seoCopy.agent.fallbackDescription),
    path,
    type: 'profile',
    image: agent.imageUrl ? { url: shareImageUrl(site.origin, agent.imageUrl), alt: seoCopy.agent.photoAlt(agent.name) } : undefined,
    jsonLd: [
      agentJsonLd(agent, site),
      breadcrumbJsonLd(site, [
        { name: seoCopy.nav.home, path: '/' },
        { name: seoCopy.nav.agents, path: '/agents' },
        { name: agent.name, path },
      ]),
    ],
  });
}

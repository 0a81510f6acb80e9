import { designationLine } from '../../../shared/agents/mentions';
import type { PublicAgent } from '../../../shared/agents/api';
import { agencyMention, useSiteIdentity } from '../lib/site-info';

type Mentioned = Pick<PublicAgent, 'name' | 'licenceName' | 'licenceDesignations'>;

/**
 * The OACIQ's mentions of a broker, under his name wherever he is advertised (team card, profile, a
 * listing's broker): the designations of his licence, and his name as on the licence when the site shows
 * another (issue 26; shared/agents/mentions.ts), then the agency he works for with its designation (once the
 * admin has given its name). Nothing for a broker without them (the API never shows one).
 */
export function BrokerMention({ agent, className }: { agent: Mentioned; className?: string }) {
  const designations = designationLine(agent.licenceDesignations);
  const agency = agencyMention(useSiteIdentity());
  if (!designations) return null;
  const licenceName = agent.licenceName && agent.licenceName !== agent.name ? agent.licenceName : undefined;
  return (
    <p className={className}>
      {licenceName && <span>{licenceName}, </span>}
      <span>{designations}</span>
      {agency && <span className="block font-normal">{agency}</span>}
    </p>
  );
}

import { missingMentions } from '../agents/mentions.js';
import type { Agent } from '../agents/schema.js';
import type { SiteIdentity } from '../settings/identity.js';

/**
 * What the OACIQ's and CASL's rules ask of the site that its data lacks (Paramètres → 'Conformité'): the agency's
 * own mentions, the brokers without theirs, and the listings advertised with such a broker. Every gap is named in
 * French, as the form that fixes it names the field.
 */
export type ComplianceReport = {
  agency: string[];
  brokers: { id: string; name: string; isActive: boolean; missing: string[] }[];
  listings: { id: string; title: string; isActive: boolean; brokers: string[] }[];
};

/** The agency's gaps: its OACIQ mentions (shown on every page) and the mailing address CASL asks in every mail. */
export function agencyGaps(identity: Pick<SiteIdentity, 'agencyName' | 'agencyLicenceNumber' | 'street'>): string[] {
  const gaps: string[] = [];
  if (!identity.agencyName) gaps.push("le nom de l'agence tel qu'inscrit à son permis (Général)");
  if (!identity.agencyLicenceNumber) gaps.push("le numéro de permis de l'agence (Général)");
  if (!identity.street) gaps.push("l'adresse postale, exigée dans chaque courriel (Site)");
  return gaps;
}

/** The brokers lacking a mention, active ones first (they are on the site), then by name. */
export function brokerGaps(agents: readonly Pick<Agent, 'id' | 'name' | 'isActive' | 'licenceName' | 'licenceNumber' | 'licenceDesignations'>[]) {
  return agents
    .map((agent) => ({ id: agent.id, name: agent.name, isActive: agent.isActive, missing: missingMentions(agent) }))
    .filter((broker) => broker.missing.length > 0)
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name, 'fr-CA'));
}

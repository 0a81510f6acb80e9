import { missingMentions } from '../agents/mentions.js';
import type { Agent } from '../agents/schema.js';
import type { SiteSettings } from '../settings/schema.js';

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

/**
 * The agency's gaps: its OACIQ mentions (shown on every page), the person in charge of personal information whose
 * title and contact the site must publish (Law 25), the e-mail that receives the leads no broker follows, and the
 * mailing address CASL asks in every mail.
 */
export function agencyGaps(
  settings: Pick<SiteSettings, 'agencyName' | 'agencyLicenceNumber' | 'privacyOfficerName' | 'privacyOfficerEmail' | 'contactEmail' | 'street'>,
): string[] {
  const gaps: string[] = [];
  if (!settings.agencyName) gaps.push("le nom de l'agence tel qu'inscrit à son permis (Général)");
  if (!settings.agencyLicenceNumber) gaps.push("le numéro de permis de l'agence (Général)");
  if (!settings.privacyOfficerName || !settings.privacyOfficerEmail) gaps.push('le responsable de la protection des renseignements personnels et son courriel, Loi 25 (Général)');
  if (!settings.contactEmail) gaps.push("le courriel d'urgence, qui reçoit aussi les leads qu'aucun courtier ne suit (Général)");
  if (!settings.street) gaps.push("l'adresse postale, exigée dans chaque courriel (Site)");
  return gaps;
}

/** The brokers lacking a mention, active ones first (they are on the site), then by name. */
export function brokerGaps(agents: readonly Pick<Agent, 'id' | 'name' | 'isActive' | 'licenceName' | 'licenceNumber' | 'licenceDesignations'>[]) {
  return agents
    .map((agent) => ({ id: agent.id, name: agent.name, isActive: agent.isActive, missing: missingMentions(agent) }))
    .filter((broker) => broker.missing.length > 0)
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name, 'fr-CA'));
}

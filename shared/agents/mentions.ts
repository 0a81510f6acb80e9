import type { Agent } from './schema.js';

/**
 * The OACIQ's mandatory mentions of a broker in any advertising, a website included ("Représentation",
 * §2.1 "Mentions obligatoires – courtier", https://www.oaciq.com/fr/articles/representation, read
 * 2026-11-28): the broker's name as on the licence, and one or more of the designations of the fields the
 * licence covers. The licence number is not a mention the rule requires; it is what the OACIQ's public
 * register is searched by, so a profile links there with it (docs/decisions.md).
 */
export const LICENCE_DESIGNATIONS = ['Courtier immobilier', 'Courtier immobilier résidentiel', 'Courtier immobilier commercial'] as const;
export type LicenceDesignation = (typeof LICENCE_DESIGNATIONS)[number];

/** The OACIQ's page for checking a broker's record in its public register of licence holders (by name or licence number). */
export const OACIQ_REGISTER_URL = 'https://www.oaciq.com/fr/pages/verifier-son-dossier';

type Mentions = Pick<Agent, 'licenceName' | 'licenceNumber' | 'licenceDesignations'>;

const MENTION_NAMES = {
  licenceName: 'le nom figurant sur le permis',
  licenceNumber: 'le numéro de permis',
  licenceDesignations: 'le titre du permis (courtier immobilier, résidentiel ou commercial)',
} as const;

/** What a broker lacks to be shown on the site, in French, in the form's order. */
export function missingMentions(agent: Partial<Mentions>): string[] {
  const missing: string[] = [];
  if (!agent.licenceName?.trim()) missing.push(MENTION_NAMES.licenceName);
  if (!agent.licenceNumber?.trim()) missing.push(MENTION_NAMES.licenceNumber);
  if (!agent.licenceDesignations?.length) missing.push(MENTION_NAMES.licenceDesignations);
  return missing;
}

/** Why an active (published) broker cannot be saved as is, or undefined when the mentions are there. */
export function publicationRefusal(agent: Partial<Mentions> & { isActive?: boolean }): string | undefined {
  if (agent.isActive === false) return undefined;
  const missing = missingMentions(agent);
  if (missing.length === 0) return undefined;
  return `Un courtier affiché sur le site doit porter les mentions exigées par l'OACIQ. Il manque : ${missing.join(', ')}.`;
}

/** The line a visitor reads under a broker's name: « Courtier immobilier résidentiel », several joined. */
export function designationLine(designations: readonly string[] | undefined): string {
  return (designations ?? []).join(' · ');
}

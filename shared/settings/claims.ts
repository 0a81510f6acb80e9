import type * as z from 'zod/mini';
import type { claimSchema, guaranteeSchema, siteClaimsSchema } from './schema.js';

/**
 * The brokerage's own claims (issue 26, item 3): the sellers page's figures and guarantees, the
 * finance-takeover page's market figures. Edited in Paramètres → Site, each figure with where it comes from
 * and as of when (shown in small print beside it: the OACIQ asks advertising to be accurate and verifiable).
 * A new stage has none: the pages then leave those sections out rather than show someone else's. No schema
 * here (this module is in the pages' JavaScript): the schemas are in ./schema.ts.
 */
export const CLAIM_LIMITS = { sellerFigures: 8, sellerGuarantees: 4, marketFigures: 6 } as const;
export const CLAIM_KINDS = ['sellerFigures', 'sellerGuarantees', 'marketFigures'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** A figure: what it is, what it measures, where it comes from and the day it was true (AAAA-MM-JJ). */
export type Claim = z.infer<typeof claimSchema>;
export type Guarantee = z.infer<typeof guaranteeSchema>;
export type SiteClaims = z.infer<typeof siteClaimsSchema>;

export const EMPTY_SITE_CLAIMS: SiteClaims = { sellerFigures: [], sellerGuarantees: [], marketFigures: [] };

const asOfDate = (asOf: string) => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${asOf}T00:00:00Z`));
/** The small print of a figure: « Source : APCIQ, données au 1 octobre 2026. » */
export const claimSourceLine = (claim: Pick<Claim, 'source' | 'asOf'>) => `Source : ${claim.source}, données au ${asOfDate(claim.asOf)}.`;

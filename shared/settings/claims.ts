import * as z from 'zod/mini';

/**
 * The brokerage's own claims (issue 26, item 3): the sellers page's figures and guarantees, the
 * finance-takeover page's market figures. Edited in Paramètres → Site, each figure with where it comes from
 * and as of when (shown in small print beside it: the OACIQ asks advertising to be accurate and verifiable).
 * A new stage has none: the pages then leave those sections out rather than show someone else's.
 */
export const CLAIM_LIMITS = { sellerFigures: 8, sellerGuarantees: 4, marketFigures: 6 } as const;
export const CLAIM_KINDS = ['sellerFigures', 'sellerGuarantees', 'marketFigures'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

const required = (max: number, missing: string, tooLong: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

export const claimSchema = z.strictObject({
  value: required(24, 'Indiquez le chiffre.', 'Le chiffre fait au plus 24 caractères.'),
  label: required(80, 'Indiquez ce que le chiffre mesure.', 'Le libellé fait au plus 80 caractères.'),
  detail: z._default(z.string().check(z.trim(), z.maxLength(200, 'La précision fait au plus 200 caractères.')), ''),
  source: required(160, 'Indiquez la source de ce chiffre.', 'La source fait au plus 160 caractères.'),
  /** The day the figure was true (AAAA-MM-JJ). */
  asOf: z.string({ error: 'Indiquez la date de ce chiffre.' }).check(
    z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Indiquez la date de ce chiffre (AAAA-MM-JJ).'),
  ),
});
export type Claim = z.infer<typeof claimSchema>;

export const guaranteeSchema = z.strictObject({
  title: required(80, 'Indiquez la garantie.', 'La garantie fait au plus 80 caractères.'),
  text: required(200, 'Précisez la garantie.', 'La précision fait au plus 200 caractères.'),
});
export type Guarantee = z.infer<typeof guaranteeSchema>;

export const siteClaimsSchema = z.strictObject({
  sellerFigures: z.array(claimSchema).check(z.maxLength(CLAIM_LIMITS.sellerFigures, `${CLAIM_LIMITS.sellerFigures} chiffres au plus.`)),
  sellerGuarantees: z.array(guaranteeSchema).check(z.maxLength(CLAIM_LIMITS.sellerGuarantees, `${CLAIM_LIMITS.sellerGuarantees} garanties au plus.`)),
  marketFigures: z.array(claimSchema).check(z.maxLength(CLAIM_LIMITS.marketFigures, `${CLAIM_LIMITS.marketFigures} chiffres au plus.`)),
});
export type SiteClaims = z.infer<typeof siteClaimsSchema>;
export type SiteClaimsInput = z.input<typeof siteClaimsSchema>;

export const EMPTY_SITE_CLAIMS: SiteClaims = { sellerFigures: [], sellerGuarantees: [], marketFigures: [] };

/** The stored document (shared/db/entities/site-claims.ts): the claims as JSON, checked again when read. */
export const siteClaimsItemSchema = z.object({ document: z.string(), updatedAt: z.optional(z.string()) });

const asOfDate = (asOf: string) => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${asOf}T00:00:00Z`));
/** The small print of a figure: « Source : APCIQ, données au 1 octobre 2026. » */
export const claimSourceLine = (claim: Pick<Claim, 'source' | 'asOf'>) => `Source : ${claim.source}, données au ${asOfDate(claim.asOf)}.`;

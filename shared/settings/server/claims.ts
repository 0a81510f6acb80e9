import { outboxItem } from '../../../events/publish.js';
import { SiteSettingsChangedV1 } from '../../../events/site-settings-changed.v1.js';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { db } from '../../db/service.js';
import { assertCommitted, isConditionalFailure } from '../../db/transactions.js';
import { CLAIM_KINDS, EMPTY_SITE_CLAIMS, type SiteClaims } from '../claims.js';
import { siteClaimsSchema, type SiteClaimsInput } from '../schema.js';

export const siteClaimsRepository = {
  /** The stored claims; none (a new stage) or a document that no longer parses reads as none. */
  async get(): Promise<SiteClaims> {
    const { data } = await db.entities.siteClaims.get({}).go();
    if (!data) return EMPTY_SITE_CLAIMS;
    const parsed = siteClaimsSchema.safeParse(JSON.parse(data.document));
    return parsed.success ? parsed.data : EMPTY_SITE_CLAIMS;
  },

  /** The demo seed's claims, unless an admin saved some. */
  async createIfAbsent(claims: SiteClaims): Promise<void> {
    try {
      await db.entities.siteClaims.create({ document: JSON.stringify(claims) }).go();
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  },
};

/**
 * An admin replaces the claims. What changed is audited and announced (SiteSettingsChanged with the kinds
 * that changed: the pages that show them are rendered again), in one transaction with the document.
 */
export async function saveSiteClaims(input: SiteClaimsInput, actor: Actor, now = new Date()): Promise<SiteClaims> {
  const next = siteClaimsSchema.parse(input);
  const current = await siteClaimsRepository.get();
  const changed = CLAIM_KINDS.filter((kind) => JSON.stringify(current[kind]) !== JSON.stringify(next[kind]));
  if (changed.length === 0) return next;
  const audit = auditEntryFor(
    {
      actor,
      action: 'update',
      entity: 'siteClaims',
      entityId: 'site',
      before: Object.fromEntries(changed.map((k) => [k, JSON.stringify(current[k])])),
      after: Object.fromEntries(changed.map((k) => [k, JSON.stringify(next[k])])),
    },
    now,
  );
  const event = outboxItem(SiteSettingsChangedV1, { fields: changed }, now);
  const result = await db.transaction
    .write(({ siteClaims, auditEntry, outbox }) => [
      siteClaims.put({ document: JSON.stringify(next), updatedAt: now.toISOString() }).commit(),
      auditEntry.create(audit).commit(),
      outbox.create(event).commit(),
    ])
    .go();
  assertCommitted(result, 'Ces chiffres ont déjà été enregistrés.');
  return next;
}

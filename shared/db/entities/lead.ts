import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, str } from '../model.js';
import type { LeadDerivedKey } from '../../leads/keys.js';
import { leadSchema, type Lead } from '../../leads/schema.js';

export const LeadEntity = new Entity({
  model: model('lead'),
  attributes: { ...attributesOf(leadSchema), searchText: str },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
    byStatus: gsi('gsi2', ['status'], ['createdAt']),
    /** The back office's type filter (acheteur / vendeur), newest first. */
    byType: gsi('gsi3', ['leadType'], ['createdAt']),
  },
});
entityMatchesSchema<typeof LeadEntity, Lead, LeadDerivedKey>(true);

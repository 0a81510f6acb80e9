import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { siteClaimsItemSchema } from '../../settings/schema.js';
import type * as z from 'zod/mini';

/** The one document of the brokerage's claims (figures and guarantees), beside the site settings. */
export const SiteClaimsEntity = new Entity({
  model: model('siteClaims'),
  attributes: attributesOf(siteClaimsItemSchema),
  indexes: { single: primary([]) },
});
entityMatchesSchema<typeof SiteClaimsEntity, z.infer<typeof siteClaimsItemSchema>>(true);

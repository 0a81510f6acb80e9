import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../model.js';
import { campaignSchema, type Campaign } from '../../newsletter/campaign.js';

/** A newsletter campaign by id; 'Campagnes' lists them newest first from `all`. */
export const CampaignEntity = new Entity({
  model: model('campaign'),
  attributes: attributesOf(campaignSchema),
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
  },
});
entityMatchesSchema<typeof CampaignEntity, Campaign>(true);

import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { campaignDeliverySchema, type CampaignDelivery } from '../../newsletter/campaign.js';

/**
 * One recipient of one campaign, in the campaign's partition: created (conditionally) before the mail
 * is sent, so a redelivered queue message or a second fan-out finds it and mails nobody twice.
 */
export const CampaignDeliveryEntity = new Entity({
  model: model('campaignDelivery'),
  attributes: attributesOf(campaignDeliverySchema),
  indexes: { byRecipient: primary(['campaignId'], ['subscriberId']) },
});
entityMatchesSchema<typeof CampaignDeliveryEntity, CampaignDelivery>(true);

import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { integrationStatusSchema, type IntegrationStatus } from '../../settings/schema.js';

/** What the Settings cards show of the saved values (never the values): one partition, one Query. */
export const IntegrationStatusEntity = new Entity({
  model: model('integrationStatus'),
  attributes: attributesOf(integrationStatusSchema),
  indexes: { byIntegration: primary([], ['integration', 'field']) },
});
entityMatchesSchema<typeof IntegrationStatusEntity, IntegrationStatus>(true);

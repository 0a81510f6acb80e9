import { Entity } from 'electrodb';
import { TABLE } from '../table.js';
import { attributesOf, entityMatchesSchema, model } from '../model.js';
import { integrationSettingSchema, type IntegrationSetting } from '../../settings/schema.js';

/** The partition key of the integration keys' items: the infra denies its reads to every other function. */
export const INTEGRATION_SECRETS_PARTITION = 'integration-secrets';

/**
 * api_configurations: every key in one partition, read with one Query — by the functions that call the
 * integrations only: IAM denies every other function reads of this partition (infra/constructs/app-function.ts).
 */
export const IntegrationSettingEntity = new Entity({
  model: model('integrationSetting'),
  attributes: attributesOf(integrationSettingSchema),
  // Its own partition (not the singletons' one), so IAM can deny reads of exactly these items.
  indexes: { byKey: { pk: { field: TABLE.partitionKey, composite: [], template: INTEGRATION_SECRETS_PARTITION }, sk: { field: TABLE.sortKey, composite: ['keyName'] } } },
});
entityMatchesSchema<typeof IntegrationSettingEntity, IntegrationSetting>(true);

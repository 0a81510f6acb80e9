import { Entity } from 'electrodb';
import { TABLE } from '../db/table.js';
import { attributesOf, entityMatchesSchema, model, primary } from '../db/model.js';
import {
  externalApiKeySchema,
  integrationSettingSchema,
  integrationStatusSchema,
  siteSettingsSchema,
  type ExternalApiKey,
  type IntegrationSetting,
  type IntegrationStatus,
  type SiteSettings,
} from './schema.js';

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

/** What the Settings cards show of the saved values (never the values): one partition, one Query. */
export const IntegrationStatusEntity = new Entity({
  model: model('integrationStatus'),
  attributes: attributesOf(integrationStatusSchema),
  indexes: { byIntegration: primary([], ['integration', 'field']) },
});
entityMatchesSchema<typeof IntegrationStatusEntity, IntegrationStatus>(true);

export const ExternalApiKeyEntity = new Entity({
  model: model('externalApiKey'),
  attributes: attributesOf(externalApiKeySchema),
  indexes: { byKey: primary(['keyName']) },
});
entityMatchesSchema<typeof ExternalApiKeyEntity, ExternalApiKey>(true);

/** The one site settings item. */
export const SiteSettingsEntity = new Entity({
  model: model('siteSettings'),
  attributes: attributesOf(siteSettingsSchema),
  indexes: { single: primary([]) },
});
entityMatchesSchema<typeof SiteSettingsEntity, SiteSettings>(true);

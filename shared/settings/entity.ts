import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../db/model.js';
import {
  externalApiKeySchema,
  integrationSettingSchema,
  siteSettingsSchema,
  type ExternalApiKey,
  type IntegrationSetting,
  type SiteSettings,
} from './schema.js';

/** api_configurations: every key in one partition, read with one Query. */
export const IntegrationSettingEntity = new Entity({
  model: model('integrationSetting'),
  attributes: attributesOf(integrationSettingSchema),
  indexes: { byKey: primary([], ['keyName']) },
});
entityMatchesSchema<typeof IntegrationSettingEntity, IntegrationSetting>(true);

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

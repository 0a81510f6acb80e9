import { Entity } from 'electrodb';
import { entityMatchesSchema, model, primary, reqBool, reqOneOf, reqStr, str } from '../db/model.js';
import {
  EXTERNAL_API_KEY_NAMES,
  INTEGRATION_KEYS,
  type ExternalApiKey,
  type IntegrationSetting,
  type SiteSettings,
} from './schema.js';

/** api_configurations: every key in one partition, read with one Query. */
export const IntegrationSettingEntity = new Entity({
  model: model('integrationSetting'),
  attributes: { keyName: reqOneOf(INTEGRATION_KEYS), keyValue: reqStr, updatedAt: str },
  indexes: { byKey: primary([], ['keyName']) },
});
entityMatchesSchema<typeof IntegrationSettingEntity, IntegrationSetting>(true);

export const ExternalApiKeyEntity = new Entity({
  model: model('externalApiKey'),
  attributes: { keyName: reqOneOf(EXTERNAL_API_KEY_NAMES), apiKey: reqStr, description: str, isActive: reqBool, updatedAt: str },
  indexes: { byKey: primary(['keyName']) },
});
entityMatchesSchema<typeof ExternalApiKeyEntity, ExternalApiKey>(true);

/** The one site settings item. */
export const SiteSettingsEntity = new Entity({
  model: model('siteSettings'),
  attributes: { maintenanceMode: reqBool, contactEmail: reqStr, updatedAt: str },
  indexes: { single: primary([]) },
});
entityMatchesSchema<typeof SiteSettingsEntity, SiteSettings>(true);

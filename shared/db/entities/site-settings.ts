import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { siteSettingsSchema, type SiteSettings } from '../../settings/schema.js';

/** The one site settings item. */
export const SiteSettingsEntity = new Entity({
  model: model('siteSettings'),
  attributes: attributesOf(siteSettingsSchema),
  indexes: { single: primary([]) },
});
entityMatchesSchema<typeof SiteSettingsEntity, SiteSettings>(true);

import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { externalApiKeySchema, type ExternalApiKey } from '../../settings/schema.js';

export const ExternalApiKeyEntity = new Entity({
  model: model('externalApiKey'),
  attributes: attributesOf(externalApiKeySchema),
  indexes: { byKey: primary(['keyName']) },
});
entityMatchesSchema<typeof ExternalApiKeyEntity, ExternalApiKey>(true);

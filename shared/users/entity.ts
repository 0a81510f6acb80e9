import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../db/model.js';
import { profileSchema, type Profile } from './schema.js';

export const ProfileEntity = new Entity({
  model: model('profile'),
  attributes: attributesOf(profileSchema),
  indexes: { byUser: primary(['userId']) },
});
entityMatchesSchema<typeof ProfileEntity, Profile>(true);

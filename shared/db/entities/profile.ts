import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr } from '../model.js';
import type { ProfileDerivedKey } from '../../users/keys.js';
import { profileSchema, type Profile } from '../../users/schema.js';

/** Stored attributes: the schema's fields, plus the index key that keys.ts derives on every write. */
export const ProfileEntity = new Entity({
  model: model('profile'),
  attributes: { ...attributesOf(profileSchema), adminState: reqStr },
  indexes: {
    byUser: primary(['userId']),
    all: gsi('gsi1', [], ['createdAt', 'userId']),
    byAdminState: gsi('gsi2', ['adminState'], ['userId']),
  },
});
entityMatchesSchema<typeof ProfileEntity, Profile, ProfileDerivedKey>(true);

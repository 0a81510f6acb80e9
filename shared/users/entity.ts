import { Entity } from 'electrodb';
import { entityMatchesSchema, model, primary, reqBool, reqOneOf, reqStr, str } from '../db/model.js';
import { USER_ROLES, type Profile } from './schema.js';

export const ProfileEntity = new Entity({
  model: model('profile'),
  attributes: {
    userId: reqStr,
    email: str,
    role: reqOneOf(USER_ROLES),
    isActive: reqBool,
    firstName: str,
    lastName: str,
    createdAt: reqStr,
  },
  indexes: { byUser: primary(['userId']) },
});
entityMatchesSchema<typeof ProfileEntity, Profile>(true);

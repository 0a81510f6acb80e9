import { ForbiddenError } from '../errors.js';
import { profileRepository } from '../users/repository.js';
import { isActiveAdmin } from '../users/rules.js';
import { groupsOf, type Claims } from './claims.js';

/** An admin is in the Cognito `admin` group AND has an active admin profile. */
export async function requireActiveAdminProfile(claims: Claims) {
  const profile = await profileRepository.get(String(claims.sub));
  if (!isActiveAdmin(groupsOf(claims), profile)) throw new ForbiddenError();
}

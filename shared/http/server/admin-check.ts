import type { Actor } from '../../audit/schema.js';
import { ForbiddenError } from '../../errors.js';
import { profileRepository } from '../../users/server/repository.js';
import { isActiveAdmin } from '../../users/rules.js';
import { groupsOf, type Claims } from '../claims.js';

/** An admin is in the Cognito `admin` group AND has an active admin profile; returns them as the actor of the request. */
export async function requireActiveAdminProfile(claims: Claims): Promise<Actor> {
  const profile = await profileRepository.get(String(claims.sub));
  if (!profile || !isActiveAdmin(groupsOf(claims), profile)) throw new ForbiddenError();
  return { id: profile.userId, email: profile.email };
}

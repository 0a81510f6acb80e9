import { profileRepository } from '../users/repository.js';
import { ForbiddenError } from '../errors.js';
import { ADMIN_ROLE } from '../users/roles.js';
import type { Claims } from './handler.js';

/** An admin is in the Cognito `admin` group (checked before) AND has an active admin profile. */
export async function requireActiveAdminProfile(claims: Claims) {
  const profile = await profileRepository.get(String(claims.sub));
  if (!profile || profile.role !== ADMIN_ROLE || !profile.isActive) throw new ForbiddenError();
}

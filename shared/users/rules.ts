import { ADMIN_GROUP, ADMIN_ROLE } from './roles.js';
import type { Profile } from './schema.js';

/** The profile's half of admin rights: role admin and active. */
export const hasActiveAdminProfile = (profile: Pick<Profile, 'role' | 'isActive'> | null) => profile?.role === ADMIN_ROLE && profile.isActive === true;

/** Admin rights need both: membership of the Cognito `admin` group and an active profile with role admin. */
export const isActiveAdmin = (groups: readonly string[], profile: Pick<Profile, 'role' | 'isActive'> | null) =>
  groups.includes(ADMIN_GROUP) && hasActiveAdminProfile(profile);

/**
 * Why a change takes admin access away, or null when it does not: the account had it (role admin,
 * active) and no longer does. The back office's open tabs of that account are then told to leave.
 */
export const adminAccessLoss = (before: Pick<Profile, 'role' | 'isActive'>, after: Pick<Profile, 'role' | 'isActive'>): 'demoted' | 'deactivated' | null =>
  hasActiveAdminProfile(before) && !hasActiveAdminProfile(after) ? (after.isActive ? 'demoted' : 'deactivated') : null;

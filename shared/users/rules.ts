import { ADMIN_GROUP, ADMIN_ROLE } from './roles.js';
import type { Profile } from './schema.js';

/** The profile's half of admin rights: role admin and active. */
export const hasActiveAdminProfile = (profile: Pick<Profile, 'role' | 'isActive'> | null) => profile?.role === ADMIN_ROLE && profile.isActive === true;

/** Admin rights need both: membership of the Cognito `admin` group and an active profile with role admin. */
export const isActiveAdmin = (groups: readonly string[], profile: Pick<Profile, 'role' | 'isActive'> | null) =>
  groups.includes(ADMIN_GROUP) && hasActiveAdminProfile(profile);

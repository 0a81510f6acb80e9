import { ADMIN_GROUP, ADMIN_ROLE } from './roles.js';
import type { Profile } from './schema.js';

/** Admin rights need both: membership of the Cognito `admin` group and an active profile with role admin. */
export const isActiveAdmin = (groups: readonly string[], profile: Pick<Profile, 'role' | 'isActive'> | null) =>
  groups.includes(ADMIN_GROUP) && profile?.role === ADMIN_ROLE && profile.isActive;

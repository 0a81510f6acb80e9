import { hasActiveAdminProfile } from './rules.js';
import type { Profile } from './schema.js';

/** Index key attributes derived from a profile on every write (docs/data-model.md). */
export function profileKeys(p: Pick<Profile, 'role' | 'isActive'>) {
  return {
    /** Partition of the active-admins index: the last-admin rule reads it, never a Scan. */
    adminState: hasActiveAdminProfile(p) ? 'active-admin' : 'none',
  } as const;
}
export type ProfileDerivedKey = keyof ReturnType<typeof profileKeys>;

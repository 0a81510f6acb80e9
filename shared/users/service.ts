import { profileRepository } from './repository.js';
import { isActiveAdmin } from './rules.js';
import { profileSchema } from './schema.js';

/** What the browser may know of the signed-in account; `isAdmin` is decided here, never by the browser. */
export type CurrentUser = { userId: string; email: string | null; firstName: string | null; lastName: string | null; isAdmin: boolean };

export async function currentUser(userId: string, groups: readonly string[]): Promise<CurrentUser> {
  const profile = await profileRepository.get(userId);
  return {
    userId,
    email: profile?.email ?? null,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    isAdmin: isActiveAdmin(groups, profile),
  };
}

/**
 * The profile of a newly confirmed account: role user, active. Returns false when it already exists
 * (a retried trigger), leaving it untouched: rights granted since are never reset.
 */
export async function createProfileOnConfirmation(account: { userId: string; email?: string; firstName?: string; lastName?: string }, now = new Date()) {
  const profile = profileSchema.parse({ ...account, role: 'user', isActive: true, createdAt: now.toISOString() });
  return profileRepository.createIfAbsent(profile);
}

import { AdminAccessRevokedV1 } from '../../../events/admin-access-revoked.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError, parseOrRefuse } from '../../errors.js';
import { syncAccount } from './cognito.js';
import { profileRepository } from './repository.js';
import { adminAccessLoss, hasActiveAdminProfile, isActiveAdmin } from '../rules.js';
import { profileSchema, type AccountChanges, type CurrentUser, type Profile } from '../schema.js';

export const LAST_ACTIVE_ADMIN = 'Impossible : il doit rester au moins un administrateur actif.';
export const ACCOUNT_NOT_FOUND = 'Compte introuvable.';

/** What the browser may know of the signed-in account; `isAdmin` is decided here, never by the browser. */
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

/**
 * An admin grants or revokes admin rights, or deactivates or reactivates an account ('Utilisateurs').
 * The profile and its audit entry are written first, then the user pool follows (group, sign-in). In
 * that order a failure can only leave the account with fewer rights than asked, never more, and a retry
 * completes it. The last active admin can be neither demoted nor deactivated, even by two admins at once.
 */
export async function changeAccount(userId: string, changes: AccountChanges, actor: Actor, now = new Date()): Promise<Profile> {
  const current = await profileRepository.get(userId);
  if (!current) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  const next = parseOrRefuse(profileSchema, { ...current, ...changes, updatedAt: now.toISOString() });
  const audit = auditEntryFor({ actor, action: 'update', entity: 'profile', entityId: userId, before: current, after: next }, now);
  if (audit.fields.length > 0) {
    let otherActiveAdmin: string | undefined;
    if (hasActiveAdminProfile(current) && !hasActiveAdminProfile(next)) {
      otherActiveAdmin = (await profileRepository.activeAdminIds()).find((id) => id !== userId);
      if (!otherActiveAdmin) throw new ConflictError(LAST_ACTIVE_ADMIN);
    }
    // Its open back-office tabs are told on the live channel, and leave (shared/live/channel.ts).
    const loss = adminAccessLoss(current, next);
    const revoked = loss ? outboxItem(AdminAccessRevokedV1, { userId, reason: loss }, now) : undefined;
    await profileRepository.replace(next, current, audit, otherActiveAdmin, revoked);
  }
  await syncAccount(audit.fields.length > 0 ? next : current);
  return audit.fields.length > 0 ? next : current;
}

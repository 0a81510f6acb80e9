import type { outboxItem } from '../../../events/publish.js';
import type { AuditEntry } from '../../audit/schema.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { sameVersion } from '../../db/model.js';
import { db } from '../../db/service.js';
import { isConditionalFailure } from '../../db/transactions.js';
import { ConflictError } from '../../errors.js';
import { profileKeys } from '../keys.js';
import { ADMIN_ROLE } from '../roles.js';
import { profileSchema, type Profile } from '../schema.js';

export const ACCOUNT_CHANGED = 'Ce compte a été modifié entre-temps, ou il ne resterait aucun administrateur actif : rechargez la liste puis recommencez.';

/** The stored item: the profile and the index key derived from it (the only way items are built). */
const toItem = (profile: Profile) => ({ ...profile, ...profileKeys(profile) });

export const profileRepository = {
  async get(userId: string): Promise<Profile | null> {
    const { data } = await db.entities.profile.get({ userId }).go();
    return data ? profileSchema.parse(data) : null;
  },
  async put(profile: Profile) {
    await db.entities.profile.put(toItem(profile)).go();
  },
  /** Creates the profile unless one exists; false when it did. */
  async createIfAbsent(profile: Profile) {
    try {
      await db.entities.profile.create(toItem(profile)).go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },

  /** Every account, newest first, paged. */
  async list(options: { limit: number; cursor?: string | null }) {
    const { data, cursor } = await db.entities.profile.query
      .all({})
      .go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor) })
      .catch(rethrowBadCursor);
    return { items: data.map((row) => profileSchema.parse(row)), cursor };
  },

  /**
   * Accounts with the admin role, active or not, newest first (the operators' `npm run admin -- list`):
   * the accounts index, filtered on the role. Rare and off every request path.
   */
  async admins() {
    const { data } = await db.entities.profile.query
      .all({})
      .where((a, op) => op.eq(a.role, ADMIN_ROLE))
      .go({ order: 'desc', pages: 'all' });
    return data.map((row) => profileSchema.parse(row));
  },

  /** Active admins (a handful): the partition of the admin index. */
  async activeAdminIds() {
    const { data } = await db.entities.profile.query.byAdminState({ adminState: 'active-admin' }).go({ pages: 'all', attributes: ['userId', 'adminState'] });
    return data.map((row) => row.userId);
  },

  /**
   * Writes the changed profile with its audit entry if it is still as it was read. `otherActiveAdmin`,
   * when given, must still be an active admin at commit time: two admins removing each other at once
   * cannot both succeed, so the last active admin always stays. `event`, when given, is the outbox item
   * of the change (an admin access revoked), written in the same transaction.
   */
  async replace(next: Profile, previous: Profile, audit: AuditEntry, otherActiveAdmin?: string, event?: ReturnType<typeof outboxItem>) {
    const result = await db.transaction
      .write(({ profile, auditEntry, outbox }) => [
        profile
          .put(toItem(next))
          .where((a, op) => sameVersion(op, { key: a.userId, updatedAt: a.updatedAt }, previous.updatedAt))
          .commit(),
        auditEntry.create(audit).commit(),
        ...(otherActiveAdmin ? [profile.check({ userId: otherActiveAdmin }).where((a, op) => op.eq(a.adminState, 'active-admin')).commit()] : []),
        ...(event ? [outbox.create(event).commit()] : []),
      ])
      .go();
    if (result.canceled) throw new ConflictError(ACCOUNT_CHANGED);
  },
};

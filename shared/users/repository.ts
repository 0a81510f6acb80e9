import { db } from '../db/service.js';
import { isConditionalFailure } from '../db/transactions.js';
import type { Profile } from './schema.js';

export const profileRepository = {
  async get(userId: string): Promise<Profile | null> {
    const { data } = await db.entities.profile.get({ userId }).go();
    return data;
  },
  async put(profile: Profile) {
    await db.entities.profile.put(profile).go();
  },
  /** Creates the profile unless one exists; false when it did. */
  async createIfAbsent(profile: Profile) {
    try {
      await db.entities.profile.create(profile).go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  },
};

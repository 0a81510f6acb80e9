import { db } from '../db/service.js';
import type { Profile } from './schema.js';

export const profileRepository = {
  async get(userId: string): Promise<Profile | null> {
    const { data } = await db.entities.profile.get({ userId }).go();
    return data;
  },
  async put(profile: Profile) {
    await db.entities.profile.put(profile).go();
  },
};

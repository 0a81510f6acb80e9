import { db } from '../db/entities.js';

export const profileRepository = {
  async get(userId: string) {
    const { data } = await db.entities.profile.get({ userId }).go();
    return data;
  },
  async put(profile: { userId: string; email?: string; role: string; isActive: boolean; firstName?: string; lastName?: string; createdAt: string }) {
    await db.entities.profile.put(profile).go();
  },
};

import { db } from '../db/service.js';

export const statsRepository = {
  async setDailyLeads(day: string, leads: number) {
    await db.entities.dailyStat.upsert({ day }).set({ leads }).go();
  },
};

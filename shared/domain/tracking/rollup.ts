import { db } from '../../db/entities.js';

/** Counts the leads created on `day` (UTC, yyyy-mm-dd) with a key-range Query and stores the total. */
export async function rollupLeadsForDay(day: string) {
  const { data } = await db.entities.lead.query
    .all({})
    .between({ createdAt: `${day}T00:00:00.000Z` }, { createdAt: `${day}T23:59:59.999Z` })
    .go({ pages: 'all', attributes: ['id'] });
  await db.entities.dailyStat.upsert({ day }).set({ leads: data.length }).go();
  return data.length;
}

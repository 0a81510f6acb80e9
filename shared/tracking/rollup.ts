import { leadRepository } from '../leads/repository.js';
import { statsRepository } from './repository.js';

/** Recounts the leads created on `day` (UTC, yyyy-mm-dd) into the daily stats: overwriting keeps it idempotent. */
export async function rollupLeadsForDay(day: string) {
  const leads = await leadRepository.countCreatedOn(day);
  await statsRepository.setDailyLeads(day, leads);
  return leads;
}

/** Today's and yesterday's counts (UTC): an event landing just after midnight still counts for its day. */
export async function rollupRecentDays(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { [yesterday]: await rollupLeadsForDay(yesterday), [today]: await rollupLeadsForDay(today) };
}

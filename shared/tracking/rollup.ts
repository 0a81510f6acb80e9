import { leadRepository } from '../leads/repository.js';
import { statsRepository } from './repository.js';

/** Recounts the leads created on `day` (UTC, yyyy-mm-dd) into the daily stats: overwriting keeps it idempotent. */
export async function rollupLeadsForDay(day: string) {
  const leads = await leadRepository.countCreatedOn(day);
  await statsRepository.setDailyLeads(day, leads);
  return leads;
}

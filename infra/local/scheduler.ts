import { SCHEDULES, type JobSchedule } from '../../events/schedules.js';
import { say, warn } from './log.js';

export type Job = (event?: unknown) => Promise<unknown>;

/** EventBridge Scheduler stand-in: each job on its own interval (same schedule list as CDK). */
export function startScheduler(jobs: Record<JobSchedule['name'], Job>) {
  const timers = SCHEDULES.map((schedule) =>
    setInterval(() => {
      jobs[schedule.name]({ source: 'local.scheduler', schedule: schedule.name })
        .then((result) => say('scheduler', `${schedule.name} → ${JSON.stringify(result)}`))
        .catch((error: Error) => warn('scheduler', `${schedule.name} failed: ${error.message}`));
    }, schedule.everyMinutes * 60_000),
  );
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach(clearInterval) };
}

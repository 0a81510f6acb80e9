/** Scheduled jobs, defined once: CDK creates EventBridge Scheduler schedules, the local scheduler runs them. */
export type JobSchedule = {
  name: 'property-sync' | 'analytics-rollup' | 'lead-crm-retry' | 'render-site' | 'alert-digests';
  description: string;
  /** EventBridge Scheduler cron (6 fields) and the same moment as a local interval. */
  cron: string;
  everyMinutes: number;
};

export const SCHEDULES: JobSchedule[] = [
  { name: 'property-sync', description: 'Imports listings from RealHub', cron: 'cron(0 */6 * * ? *)', everyMinutes: 360 },
  { name: 'analytics-rollup', description: 'Recounts daily leads and refreshes the analytics top lists', cron: 'cron(0/5 * * * ? *)', everyMinutes: 5 },
  { name: 'render-site', description: 'Renders every public page again (safety net for a missed change), with the sitemap', cron: 'cron(15 4 * * ? *)', everyMinutes: 1440 },
  // Hourly in UTC; the job sends what is due at 7 h in Quebec (digestsDue): no time zone to keep in step here.
  { name: 'alert-digests', description: 'Sends the daily (and on Mondays the weekly) alert digests at 7 h in Quebec', cron: 'cron(0 * * * ? *)', everyMinutes: 60 },
  { name: 'lead-crm-retry', description: 'Queues again the leads the lead CRM could not be reached for', cron: 'cron(40 * * * ? *)', everyMinutes: 60 },
];

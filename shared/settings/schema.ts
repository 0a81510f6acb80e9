import { z } from 'zod';

/** api_configurations key names (admin-and-platform.md §3). */
export const INTEGRATION_KEYS = [
  'realtor_api_key',
  'realtor_agent_id',
  'realhub_api_key',
  'realhub_agent_id',
  'followupboss_api_key',
  'CALENDLY_ACCESS_TOKEN',
  'CALENDLY_EVENT_TYPE_UUID',
] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export const siteSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  contactEmail: z.email(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const DEFAULT_SITE_SETTINGS: SiteSettings = { maintenanceMode: false, contactEmail: 'urgence@courtage-quebec.ca' };

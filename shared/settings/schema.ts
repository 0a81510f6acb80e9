import * as z from 'zod';

/** api_configurations key names (admin-and-platform.md §3). */
export const INTEGRATION_KEYS = [
  'realtor_api_key',
  'realtor_agent_id',
  'realhub_api_key',
  'realhub_agent_id',
  'followupboss_api_key',
  'CALENDLY_ACCESS_TOKEN',
  'CALENDLY_EVENT_TYPE_UUID',
  'external_api_key',
] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export const siteSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  contactEmail: z.email(),
  /** Quebec's Law 25: the person in charge of protecting personal information, named on the privacy page. */
  privacyOfficerName: z.string().trim().min(1).max(120),
  privacyOfficerTitle: z.string().trim().min(1).max(120),
  privacyOfficerEmail: z.email(),
  privacyOfficerPhone: z.string().trim().max(40),
  updatedAt: z.string().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What an admin may change in the site settings: at least one field, nothing else. */
export const siteSettingsChangesSchema = z
  .strictObject({
    maintenanceMode: z.boolean({ error: 'Le mode maintenance doit être activé ou désactivé.' }).optional(),
    contactEmail: z.email('Veuillez entrer une adresse email valide.').max(254).optional(),
    privacyOfficerName: z.string().trim().min(1, 'Le nom du responsable est obligatoire.').max(120, 'Le nom fait au plus 120 caractères.').optional(),
    privacyOfficerTitle: z.string().trim().min(1, 'La fonction du responsable est obligatoire.').max(120, 'La fonction fait au plus 120 caractères.').optional(),
    privacyOfficerEmail: z.email('Veuillez entrer une adresse email valide.').max(254).optional(),
    privacyOfficerPhone: z.string().trim().max(40, 'Le téléphone fait au plus 40 caractères.').optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' });
export type SiteSettingsChanges = z.infer<typeof siteSettingsChangesSchema>;
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  maintenanceMode: false,
  contactEmail: 'urgence@courtage-quebec.ca',
  privacyOfficerName: 'Isabelle Fortin',
  privacyOfficerTitle: 'Vice-présidente, conformité',
  privacyOfficerEmail: 'vie.privee@courtage-quebec.ca',
  privacyOfficerPhone: '(514) 555-0199',
};
/** The settings as the API answers them (public and admin): everything but the bookkeeping. */
export const publicSiteSettings = ({ updatedAt: _updatedAt, ...settings }: SiteSettings): SiteSettings => settings;

/** One api_configurations row: an integration key or id saved from the Settings cards. */
export const integrationSettingSchema = z.object({
  keyName: z.enum(INTEGRATION_KEYS),
  keyValue: z.string().max(2000),
  updatedAt: z.string().optional(),
});
export type IntegrationSetting = z.infer<typeof integrationSettingSchema>;

/** What the API says of one saved integration value: configured, its last four characters, who and when. */
export const integrationStatusSchema = z.object({
  integration: z.string().min(1),
  field: z.string().min(1),
  last4: z.string().max(4),
  /** Only for a value that is not secret (the visit event type): the public widget needs it. */
  publicValue: z.string().max(500).optional(),
  updatedAt: z.string(),
  updatedBy: z.string().optional(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

const INTEGRATION_VALUE = 'Une valeur fait au plus 500 caractères.';
/** Saving a card: its values by field name (checked against the card in the service). */
export const integrationValuesSchema = z.strictObject({
  values: z.record(z.string().max(40), z.string({ error: 'Chaque valeur doit être du texte.' }).max(500, INTEGRATION_VALUE)),
});
export type IntegrationValues = z.infer<typeof integrationValuesSchema>;

/** admin_api_keys: the key external tools present to call the brokerage's API. */
export const EXTERNAL_API_KEY_NAMES = ['external_api_key'] as const;
export const externalApiKeySchema = z.object({
  keyName: z.enum(EXTERNAL_API_KEY_NAMES),
  apiKey: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  isActive: z.boolean(),
  updatedAt: z.string().optional(),
});
export type ExternalApiKey = z.infer<typeof externalApiKeySchema>;

import * as z from 'zod/mini';

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
  privacyOfficerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  privacyOfficerTitle: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  privacyOfficerEmail: z.email(),
  privacyOfficerPhone: z.string().check(z.trim(), z.maxLength(40)),
  updatedAt: z.optional(z.string()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What an admin may change in the site settings: at least one field, nothing else. */
export const siteSettingsChangesSchema = z
  .strictObject({
    maintenanceMode: z.optional(z.boolean({ error: 'Le mode maintenance doit être activé ou désactivé.' })),
    contactEmail: z.optional(z.email('Veuillez entrer une adresse email valide.').check(z.maxLength(254))),
    privacyOfficerName: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Le nom du responsable est obligatoire.'), z.maxLength(120, 'Le nom fait au plus 120 caractères.')),
    ),
    privacyOfficerTitle: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'La fonction du responsable est obligatoire.'), z.maxLength(120, 'La fonction fait au plus 120 caractères.')),
    ),
    privacyOfficerEmail: z.optional(z.email('Veuillez entrer une adresse email valide.').check(z.maxLength(254))),
    privacyOfficerPhone: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Le téléphone fait au plus 40 caractères.'))),
  })
  .check(z.refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' }));
export type SiteSettingsChanges = z.infer<typeof siteSettingsChangesSchema>;
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  maintenanceMode: false,
  contactEmail: 'urgence@courtage-quebec.ca',
  privacyOfficerName: 'Isabelle Fortin',
  privacyOfficerTitle: 'Vice-présidente, conformité',
  privacyOfficerEmail: 'vie.privee@courtage-quebec.ca',
  privacyOfficerPhone: '(514) 555-0199',
};
/** GET /api/visit-scheduling: the scheduling event type the visit widget opens, e.g. "demo/30min". */
export type VisitScheduling = { eventType: string };

/** The settings as the API answers them (public and admin): everything but the bookkeeping. */
export const publicSiteSettings = ({ updatedAt: _updatedAt, ...settings }: SiteSettings): SiteSettings => settings;

/** One api_configurations row: an integration key or id saved from the Settings cards. */
export const integrationSettingSchema = z.object({
  keyName: z.enum(INTEGRATION_KEYS),
  keyValue: z.string().check(z.maxLength(2000)),
  updatedAt: z.optional(z.string()),
});
export type IntegrationSetting = z.infer<typeof integrationSettingSchema>;

/** What the API says of one saved integration value: configured, its last four characters, who and when. */
export const integrationStatusSchema = z.object({
  integration: z.string().check(z.minLength(1)),
  field: z.string().check(z.minLength(1)),
  last4: z.string().check(z.maxLength(4)),
  /** Only for a value that is not secret (the visit event type): the public widget needs it. */
  publicValue: z.optional(z.string().check(z.maxLength(500))),
  updatedAt: z.string(),
  updatedBy: z.optional(z.string()),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

const INTEGRATION_VALUE = 'Une valeur fait au plus 500 caractères.';
/** Saving a card: its values by field name (checked against the card in the service). */
export const integrationValuesSchema = z.strictObject({
  values: z.record(z.string().check(z.maxLength(40)), z.string({ error: 'Chaque valeur doit être du texte.' }).check(z.maxLength(500, INTEGRATION_VALUE))),
});
export type IntegrationValues = z.infer<typeof integrationValuesSchema>;

/** admin_api_keys: the key external tools present to call the brokerage's API. */
export const EXTERNAL_API_KEY_NAMES = ['external_api_key'] as const;
export const externalApiKeySchema = z.object({
  keyName: z.enum(EXTERNAL_API_KEY_NAMES),
  apiKey: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(500))),
  isActive: z.boolean(),
  updatedAt: z.optional(z.string()),
});
export type ExternalApiKey = z.infer<typeof externalApiKeySchema>;

import * as z from 'zod/mini';
import { mediaIdOf } from '../media/renditions.js';
import { CLAIM_LIMITS } from './claims.js';
import { EMPTY_SITE_IDENTITY, type SiteIdentity } from './identity.js';

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

/** Text the admin may leave empty ('' is "not given": the site then leaves it out); stored as a plain string. */
const blankOr = (valid: (value: string) => boolean, message: string) => z.string().check(z.trim(), z.refine((value) => value === '' || valid(value), message));
const optionalText = (max: number, what: string) => blankOr((value) => value.length <= max, `${what} fait au plus ${max} caractères.`);
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:' && value.length <= 300;
  } catch {
    return false;
  }
};
const emailSchema = z.email();
const optionalEmail = blankOr((value) => value.length <= 254 && z.safeParse(emailSchema, value).success, 'Veuillez entrer une adresse email valide.');
const optionalProfile = (network: string) => blankOr(isHttps, `Le lien ${network} doit être une adresse https.`);

/**
 * The brokerage's identity, shown on every public page (footer, menu, contact page, structured data) and in
 * the OACIQ's mentions: edited in Paramètres, never written in the web code. '' = not given (left out).
 */
export const siteIdentityFields = {
  /** The agency's name as on its OACIQ licence, and the licence number (the designation is « agence immobilière »). */
  agencyName: optionalText(120, "Le nom de l'agence"),
  agencyLicenceNumber: blankOr((value) => /^[A-Za-z0-9]{2,12}$/.test(value), 'Le numéro de permis OACIQ se compose de lettres et de chiffres (12 au plus).'),
  phone: blankOr((value) => /^[0-9 ()+.-]{7,25}$/.test(value), 'Le téléphone se compose de chiffres (espaces, parenthèses, + et - permis).'),
  email: optionalEmail,
  street: optionalText(120, "L'adresse"),
  locality: optionalText(80, 'La ville'),
  postalCode: blankOr((value) => /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(value), 'Le code postal a la forme H3B 4W8.'),
  /** One line per period: « Lundi au vendredi : 9 h à 18 h ». */
  officeHours: optionalText(400, 'Les heures d’ouverture'),
  facebookUrl: optionalProfile('Facebook'),
  instagramUrl: optionalProfile('Instagram'),
  linkedinUrl: optionalProfile('LinkedIn'),
  youtubeUrl: optionalProfile('YouTube'),
  logoUrl: blankOr((value) => mediaIdOf(value) !== undefined, 'Le logo doit être une image téléversée dans le site.'),
} satisfies Record<keyof SiteIdentity, z.ZodMiniType<string>>;

/**
 * What is stored: every field but the switch may still be empty on a new stage ('' = not given yet; the site then
 * leaves it out and 'Conformité' names it). Once given, the emergency e-mail and the privacy officer cannot be
 * emptied again (`siteSettingsChangesSchema`).
 */
export const siteSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  /** The emergency e-mail of the maintenance page, which also receives the leads no broker follows. */
  contactEmail: optionalEmail,
  ...siteIdentityFields,
  /** Quebec's Law 25: the person in charge of protecting personal information, named on the privacy page. */
  privacyOfficerName: optionalText(120, 'Le nom du responsable'),
  privacyOfficerTitle: optionalText(120, 'La fonction du responsable'),
  privacyOfficerEmail: optionalEmail,
  privacyOfficerPhone: optionalText(40, 'Le téléphone'),
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
    ...Object.fromEntries(Object.entries(siteIdentityFields).map(([name, schema]) => [name, z.optional(schema)])) as {
      [K in keyof typeof siteIdentityFields]: z.ZodMiniOptional<(typeof siteIdentityFields)[K]>;
    },
  })
  .check(z.refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' }));
export type SiteSettingsChanges = z.infer<typeof siteSettingsChangesSchema>;
/** A new stage's settings: nothing about the brokerage is assumed (the local demo seeds a made-up agency). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  maintenanceMode: false,
  ...EMPTY_SITE_IDENTITY,
  contactEmail: '',
  privacyOfficerName: '',
  privacyOfficerTitle: '',
  privacyOfficerEmail: '',
  privacyOfficerPhone: '',
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

/** The brokerage's claims (./claims.ts): each figure with its source and date, checked on save and when read. */
const requiredText = (max: number, missing: string, tooLong: string) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

export const claimSchema = z.strictObject({
  value: requiredText(24, 'Indiquez le chiffre.', 'Le chiffre fait au plus 24 caractères.'),
  label: requiredText(80, 'Indiquez ce que le chiffre mesure.', 'Le libellé fait au plus 80 caractères.'),
  detail: z._default(z.string().check(z.trim(), z.maxLength(200, 'La précision fait au plus 200 caractères.')), ''),
  source: requiredText(160, 'Indiquez la source de ce chiffre.', 'La source fait au plus 160 caractères.'),
  /** The day the figure was true (AAAA-MM-JJ). */
  asOf: z.string({ error: 'Indiquez la date de ce chiffre.' }).check(
    z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Indiquez la date de ce chiffre (AAAA-MM-JJ).'),
  ),
});

export const guaranteeSchema = z.strictObject({
  title: requiredText(80, 'Indiquez la garantie.', 'La garantie fait au plus 80 caractères.'),
  text: requiredText(200, 'Précisez la garantie.', 'La précision fait au plus 200 caractères.'),
});

export const siteClaimsSchema = z.strictObject({
  sellerFigures: z.array(claimSchema).check(z.maxLength(CLAIM_LIMITS.sellerFigures, `${CLAIM_LIMITS.sellerFigures} chiffres au plus.`)),
  sellerGuarantees: z.array(guaranteeSchema).check(z.maxLength(CLAIM_LIMITS.sellerGuarantees, `${CLAIM_LIMITS.sellerGuarantees} garanties au plus.`)),
  marketFigures: z.array(claimSchema).check(z.maxLength(CLAIM_LIMITS.marketFigures, `${CLAIM_LIMITS.marketFigures} chiffres au plus.`)),
});
export type SiteClaimsInput = z.input<typeof siteClaimsSchema>;

/** The stored document (shared/db/entities/site-claims.ts): the claims as JSON, checked again when read. */
export const siteClaimsItemSchema = z.object({ document: z.string(), updatedAt: z.optional(z.string()) });

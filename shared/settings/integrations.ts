import type { IntegrationKey } from './schema.js';

/**
 * The Settings cards of 'API & Intégrations' (admin-and-platform.md §2, §5): what each one stores and
 * the spec's message when a value is missing. `key` is the api_configurations key name; `secret`
 * values are write-only (kept where only the functions calling the integration can read them).
 * Pure data: the web reads it too.
 */
export const INTEGRATIONS = {
  realhubListings: {
    fields: [
      { name: 'apiKey', key: 'realtor_api_key', secret: true },
      { name: 'agentId', key: 'realtor_agent_id', secret: false },
    ],
    missing: 'Veuillez entrer une clé API et un ID agent valides',
  },
  realhubLeads: {
    fields: [
      { name: 'apiKey', key: 'realhub_api_key', secret: true },
      { name: 'agentId', key: 'realhub_agent_id', secret: false },
    ],
    missing: 'Veuillez entrer une clé API et un ID agent valides',
  },
  followUpBoss: {
    fields: [{ name: 'apiKey', key: 'followupboss_api_key', secret: true }],
    missing: 'Veuillez entrer une clé API Follow Up Boss valide',
  },
  calendly: {
    fields: [
      { name: 'accessToken', key: 'CALENDLY_ACCESS_TOKEN', secret: true },
      // Not secret: the public booking widget's URL carries it.
      { name: 'eventTypeUuid', key: 'CALENDLY_EVENT_TYPE_UUID', secret: false },
    ],
    missing: "Veuillez entrer le token d'accès et l'UUID du type d'événement",
  },
  externalApi: {
    fields: [{ name: 'apiKey', key: 'external_api_key', secret: true }],
    missing: 'Veuillez entrer une clé API valide',
  },
} as const satisfies Record<string, { fields: readonly { name: string; key: IntegrationKey; secret: boolean }[]; missing: string }>;

export type IntegrationName = keyof typeof INTEGRATIONS;
export const INTEGRATION_NAMES = Object.keys(INTEGRATIONS) as IntegrationName[];

/** What the API says of a saved value: never the value, only its last four characters. */
export const lastFour = (value: string) => value.slice(-4);

/**
 * One card as GET /api/admin/integrations shows it (never a value): configured or not, and per field
 * only the last four characters.
 */
export type IntegrationView = {
  name: IntegrationName;
  configured: boolean;
  fields: Record<string, { configured: boolean; last4: string | null }>;
  updatedAt: string | null;
  updatedBy: string | null;
};

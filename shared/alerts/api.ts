import * as z from 'zod/mini';
import { formGuardFields } from '../abuse/form-guard.js';
import { emailSchema } from '../newsletter/api.js';
import { PROPERTY_TYPES, SALE_CONTEXTS, TRANSACTION_TYPES } from '../properties/schema.js';
import { ALERT_FREQUENCIES, ALERT_SOURCES, type AlertFrequency } from './labels.js';
import type { AlertCriteria, AlertStatus } from './schema.js';

export const ALERT_MESSAGES = {
  invalidToken: 'Ce lien d’alerte est invalide ou expiré.',
  frequency: 'Fréquence d’alerte inconnue.',
  source: 'Formulaire d’alerte inconnu.',
  tooMany: 'Cette adresse a déjà le nombre maximal d’alertes (20). Supprimez-en une depuis « Gérer mes alertes ».',
} as const;

/** Alerts one e-mail may hold: a person, not a list of every search. */
export const MAX_ALERTS_PER_EMAIL = 20;

const price = z.number({ error: 'Le prix doit être un nombre.' }).check(z.int('Le prix doit être un nombre entier.'), z.gte(0, 'Le prix doit être positif.'), z.lte(100_000_000, 'Prix trop élevé.'));
const rooms = (label: string) => z.number({ error: `${label} doit être un nombre.` }).check(z.gte(0, `${label} doit être entre 0 et 50.`), z.lte(50, `${label} doit être entre 0 et 50.`));
const coordinate = (limit: number) => z.number({ error: 'Zone de la carte invalide.' }).check(z.gte(-limit, 'Zone de la carte invalide.'), z.lte(limit, 'Zone de la carte invalide.'));
const text = (label: string) => z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(100, `${label} est trop long (100 caractères au plus).`)), z.transform((v) => v || undefined)));

export const alertCriteriaBodySchema = z
  .strictObject({
    q: text('Le texte recherché'),
    location: text('Le lieu'),
    propertyType: z.optional(z.enum(PROPERTY_TYPES, { error: 'Type de propriété inconnu.' })),
    saleContext: z.optional(z.enum(SALE_CONTEXTS, { error: 'Contexte de vente inconnu.' })),
    transactionType: z.optional(z.enum(TRANSACTION_TYPES, { error: 'La transaction doit valoir sale ou rent.' })),
    minPrice: z.optional(price),
    maxPrice: z.optional(price),
    bedrooms: z.optional(rooms('Le nombre de chambres')),
    bathrooms: z.optional(rooms('Le nombre de salles de bain')),
    south: z.optional(coordinate(90)),
    west: z.optional(coordinate(180)),
    north: z.optional(coordinate(90)),
    east: z.optional(coordinate(180)),
  })
  .check(
    z.refine((c) => c.minPrice === undefined || c.maxPrice === undefined || c.minPrice <= c.maxPrice, { message: 'Le prix minimum doit être inférieur ou égal au prix maximum.', path: ['minPrice'] }),
    z.refine(
      (c) => {
        const sides = [c.south, c.west, c.north, c.east].filter((v) => v !== undefined).length;
        return sides === 0 || (sides === 4 && c.south! < c.north! && c.west! < c.east!);
      },
      { message: 'Zone de la carte invalide.', path: ['south'] },
    ),
  );

/** POST /api/alerts: the criteria, the e-mail and the frequency; the consent wording is the server's (api never takes it). */
export const createAlertBodySchema = z.strictObject({
  email: emailSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency }),
  source: z.enum(ALERT_SOURCES, { error: ALERT_MESSAGES.source }),
  criteria: alertCriteriaBodySchema,
  ...formGuardFields,
});
export type CreateAlertBody = z.input<typeof createAlertBodySchema>;
/** Always the same answer, whether the e-mail is new or already has alerts: the answer tells nobody who subscribes. */
export type CreateAlertResult = { status: 'confirmation-sent' };

const token = z.string({ error: ALERT_MESSAGES.invalidToken }).check(z.minLength(1, { error: ALERT_MESSAGES.invalidToken }), z.maxLength(1000));
export const alertTokenSchema = z.strictObject({ token });

export const updateAlertBodySchema = z.strictObject({
  token,
  frequency: z.optional(z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency })),
  paused: z.optional(z.boolean()),
});
export type UpdateAlertBody = z.infer<typeof updateAlertBodySchema>;

/** One alert as its owner sees it on « Gérer mes alertes ». */
export type ManagedAlert = { id: string; criteria: AlertCriteria; frequency: AlertFrequency; status: AlertStatus; createdAt: string };
export type ManagedAlerts = { email: string; alerts: ManagedAlert[] };
export type AlertConfirmResult = { status: 'confirmed' | 'already-confirmed' };

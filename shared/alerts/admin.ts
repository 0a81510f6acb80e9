import * as z from 'zod/mini';
import { emailSchema as email } from '../newsletter/api.js';
import type { ManagedAlert } from './api.js';
import type { SavedSearch } from './schema.js';

/** « Alertes » (back office): one address's alerts, by its e-mail (a person asking, Law 25). */
export const adminAlertsQuerySchema = z.strictObject({ email });
export const adminDeleteAlertsBodySchema = z.strictObject({ email });

/** An alert with its consent record (CASL): the form, the wording shown, when it was given and confirmed. */
export type AdminAlert = ManagedAlert & Pick<SavedSearch, 'email' | 'source' | 'consentWording' | 'consentAt' | 'confirmedAt'>;
export type AdminDeleteAlertsResult = { deleted: number };
export type VipOfferResult = { status: 'requested' };

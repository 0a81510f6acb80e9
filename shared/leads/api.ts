import * as z from 'zod/mini';
import { unknownParameter } from '../list-query.js';
import type { CrmSyncOutcome } from './crm-sync-api.js';
import { LEAD_STATUSES, type Lead } from './schema.js';
import { parseStatusHistory, type StatusChange } from './workflow.js';

export const LEAD_TYPE_FILTERS = ['all', 'acheteur', 'vendeur'] as const;
export type LeadTypeFilter = (typeof LEAD_TYPE_FILTERS)[number];

/** GET /api/admin/leads: newest first, search on name or e-mail (accents and case ignored), type filter, paged. */
export const adminLeadsQuerySchema = z.strictObject(
  {
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'La recherche est trop longue (100 caractères au plus).'))),
    type: z._default(z.enum(LEAD_TYPE_FILTERS, { error: 'Type de lead inconnu : all, acheteur ou vendeur.' }), 'all'),
    // The messages of every admin list's paging (shared/http/paging.ts).
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1, 'limit doit être entre 1 et 100'), z.lte(100, 'limit doit être entre 1 et 100')), 24),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  },
  { error: unknownParameter },
);
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

const NO_CHANGE = 'Aucune modification à enregistrer.';
const linkedId = (what: string) => z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1, `Identifiant de ${what} invalide.`), z.maxLength(100, `Identifiant de ${what} invalide.`))));

/**
 * PATCH /api/admin/leads/{id}: what an admin may change, nothing else (name, e-mail, type and sync
 * state are the visitor's and the CRM's). `null` clears notes, the broker or the property.
 * `expectedUpdatedAt` is the version the screen read (null for a lead never changed): stale → 409.
 */
export const leadChangesSchema = z.strictObject({
    status: z.optional(z.enum(LEAD_STATUSES, { error: 'Statut inconnu : new, contacted, qualified, won ou lost.' })),
    notes: z.optional(z.nullable(z.string().check(z.maxLength(5000, 'Les notes sont trop longues (5000 caractères au plus).')))),
    assignedAgentId: linkedId('courtier'),
    propertyId: linkedId('propriété'),
    expectedUpdatedAt: z.nullable(z.string({ error: 'La version lue du lead (expectedUpdatedAt) est requise.' }).check(z.maxLength(40, 'Version du lead invalide.'))),
  }).check(z.refine(({ expectedUpdatedAt: _, ...changes }) => Object.values(changes).some((v) => v !== undefined), { message: NO_CHANGE }));
export type LeadChanges = z.infer<typeof leadChangesSchema>;

/** A lead as the back office reads it: its status history dated, oldest first. */
export type AdminLead = Omit<Lead, 'statusHistory'> & { statusHistory: StatusChange[] };
/** One lead opened in the back office, with the names of its broker and property (null when none or gone). */
export type AdminLeadDetail = AdminLead & { assignedAgent: { id: string; name: string } | null; property: { id: string; title: string } | null };

/** POST /api/leads, /api/leads/exit-popup, /api/leads/contact: the lead as created (a bot's decoy has the same shape). */
export type CreatedLead = Pick<Lead, 'id' | 'status' | 'syncStatus' | 'createdAt'>;
export const toCreatedLead = ({ id, status, syncStatus, createdAt }: Lead): CreatedLead => ({ id, status, syncStatus, createdAt });

export const toAdminLead = ({ statusHistory, ...lead }: Lead): AdminLead => ({ ...lead, statusHistory: parseStatusHistory(statusHistory) });

/** The answer of POST /api/admin/leads/{id}/crm-sync: what the CRM sync did (with the reason of a failure), and the lead as it now is. */
export type LeadSyncResult = { outcome: CrmSyncOutcome; error: string | null; lead: AdminLeadDetail };

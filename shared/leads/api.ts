import * as z from 'zod';
import type { CrmSyncOutcome } from './crm-sync.js';
import { LEAD_STATUSES, type Lead } from './schema.js';
import { parseStatusHistory, type StatusChange } from './workflow.js';

export const LEAD_TYPE_FILTERS = ['all', 'acheteur', 'vendeur'] as const;
export type LeadTypeFilter = (typeof LEAD_TYPE_FILTERS)[number];

/** GET /api/admin/leads: newest first, search on name or e-mail (accents and case ignored), type filter, paged. */
export const adminLeadsQuerySchema = z.strictObject(
  {
    q: z.string().trim().max(100, 'La recherche est trop longue (100 caractères au plus).').optional(),
    type: z.enum(LEAD_TYPE_FILTERS, { error: 'Type de lead inconnu : all, acheteur ou vendeur.' }).default('all'),
    // The messages of every admin list's paging (shared/http/paging.ts).
    limit: z.coerce.number().int().min(1, 'limit doit être entre 1 et 100').max(100, 'limit doit être entre 1 et 100').default(24),
    cursor: z.string().max(2000).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Paramètre inconnu : ${issue.keys.join(', ')}.` : undefined) },
);
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

const NO_CHANGE = 'Aucune modification à enregistrer.';
const linkedId = (what: string) => z.string().trim().min(1, `Identifiant de ${what} invalide.`).max(100, `Identifiant de ${what} invalide.`).nullable().optional();

/**
 * PATCH /api/admin/leads/{id}: what an admin may change, nothing else (name, e-mail, type and sync
 * state are the visitor's and the CRM's). `null` clears notes, the broker or the property.
 * `expectedUpdatedAt` is the version the screen read (null for a lead never changed): stale → 409.
 */
export const leadChangesSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: 'Statut inconnu : new, contacted, qualified, won ou lost.' }).optional(),
    notes: z.string().max(5000, 'Les notes sont trop longues (5000 caractères au plus).').nullable().optional(),
    assignedAgentId: linkedId('courtier'),
    propertyId: linkedId('propriété'),
    expectedUpdatedAt: z.string({ error: 'La version lue du lead (expectedUpdatedAt) est requise.' }).max(40, 'Version du lead invalide.').nullable(),
  })
  .refine(({ expectedUpdatedAt: _, ...changes }) => Object.values(changes).some((v) => v !== undefined), { message: NO_CHANGE });
export type LeadChanges = z.infer<typeof leadChangesSchema>;

/** A lead as the back office reads it: its status history dated, oldest first. */
export type AdminLead = Omit<Lead, 'statusHistory'> & { statusHistory: StatusChange[] };
/** One lead opened in the back office, with the names of its broker and property (null when none or gone). */
export type AdminLeadDetail = AdminLead & { assignedAgent: { id: string; name: string } | null; property: { id: string; title: string } | null };

export const toAdminLead = ({ statusHistory, ...lead }: Lead): AdminLead => ({ ...lead, statusHistory: parseStatusHistory(statusHistory) });

/** The answer of POST /api/admin/leads/{id}/crm-sync: what the CRM sync did (with the reason of a failure), and the lead as it now is. */
export type LeadSyncResult = { outcome: CrmSyncOutcome; error: string | null; lead: AdminLeadDetail };

import * as z from 'zod/mini';

export const LEAD_TYPES = ['acheteur', 'vendeur'] as const;
export const SYNC_STATUSES = ['pending', 'synced', 'failed', 'skipped'] as const;
/** The follow-up workflow (shared/leads/workflow.ts says which moves are allowed). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs obligatoires';

const requiredText = (max: number) => z.string({ error: REQUIRED_FIELDS_MESSAGE }).check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** Seller valuation form (public-site.md §2 "Sellers page", §5, §7 "Seller lead"). Field names as in the spec. */
export const sellerLeadFormSchema = z.strictObject({
  nom: requiredText(120),
  email: z.pipe(requiredText(254), z.email('Veuillez entrer une adresse email valide.')),
  telephone: requiredText(40),
  adresse: requiredText(300),
  typeProprietee: z.optional(z.enum(['maison', 'condo', 'duplex', 'commercial'])),
  delaiVente: z.optional(z.enum(['urgent', 'rapide', 'standard', 'flexible'])),
  prixEstime: optionalText(40),
  situation: optionalText(2000),
});
export type SellerLeadForm = z.infer<typeof sellerLeadFormSchema>;

/** A lead as stored and as the admin API returns it; absent contact fields and budget read as null. */
export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  message: z.string(),
  leadType: z.enum(LEAD_TYPES),
  status: z.string(),
  source: z.string(),
  budget: z.nullable(z.number()),
  interest: z.string(),
  createdAt: z.string(),
  syncStatus: z.enum(SYNC_STATUSES),
  syncError: z.optional(z.string()),
  syncedAt: z.optional(z.string()),
  realhubId: z.optional(z.string()),
  /** Back-office follow-up (admin-and-platform.md §2 "Leads"): each status change as `<ISO date>|<status>`, oldest first. */
  statusHistory: z.optional(z.array(z.string())),
  notes: z.optional(z.string()),
  assignedAgentId: z.optional(z.string()),
  propertyId: z.optional(z.string()),
  /** Absent until an admin first changes the lead: the version an edit must still find (409 otherwise). */
  updatedAt: z.optional(z.string()),
});
export type Lead = z.infer<typeof leadSchema>;

import * as z from 'zod';

export const LEAD_TYPES = ['acheteur', 'vendeur'] as const;
export const SYNC_STATUSES = ['pending', 'synced', 'failed', 'skipped'] as const;
/** The follow-up workflow (shared/leads/workflow.ts says which moves are allowed). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs obligatoires';

const requiredText = (max: number) => z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Seller valuation form (public-site.md §2 "Sellers page", §5, §7 "Seller lead"). Field names as in the spec. */
export const sellerLeadFormSchema = z.strictObject({
  nom: requiredText(120),
  email: requiredText(254).pipe(z.email('Veuillez entrer une adresse email valide.')),
  telephone: requiredText(40),
  adresse: requiredText(300),
  typeProprietee: z.enum(['maison', 'condo', 'duplex', 'commercial']).optional(),
  delaiVente: z.enum(['urgent', 'rapide', 'standard', 'flexible']).optional(),
  prixEstime: optionalText(40),
  situation: optionalText(2000),
});
export type SellerLeadForm = z.infer<typeof sellerLeadFormSchema>;

/** A lead as stored and as the admin API returns it; absent contact fields and budget read as null. */
export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  leadType: z.enum(LEAD_TYPES),
  status: z.string(),
  source: z.string(),
  budget: z.number().nullable(),
  interest: z.string(),
  createdAt: z.string(),
  syncStatus: z.enum(SYNC_STATUSES),
  syncError: z.string().optional(),
  syncedAt: z.string().optional(),
  realhubId: z.string().optional(),
  /** Back-office follow-up (admin-and-platform.md §2 "Leads"): each status change as `<ISO date>|<status>`, oldest first. */
  statusHistory: z.array(z.string()).optional(),
  notes: z.string().optional(),
  assignedAgentId: z.string().optional(),
  propertyId: z.string().optional(),
  /** Absent until an admin first changes the lead: the version an edit must still find (409 otherwise). */
  updatedAt: z.string().optional(),
});
export type Lead = z.infer<typeof leadSchema>;

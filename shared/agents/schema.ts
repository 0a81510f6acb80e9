import * as z from 'zod';
import { photoUrlSchema } from '../media/photo-url.js';

/** The spec's `agents` (brokers) entity, in camelCase. */
export const agentSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  title: z.string().max(120).optional(),
  specialty: z.string().max(200).optional(),
  languages: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  achievements: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  bio: z.string().max(5000).optional(),
  phone: z.string().max(40).optional(),
  email: z.email(),
  imageUrl: z.string().optional(),
  isActive: z.boolean().default(true),
  isPresident: z.boolean().default(false),
  calendlyUrl: z.url().optional(),
  agencyName: z.string().max(120).optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Agent = z.infer<typeof agentSchema>;

const REQUIRED = "Le nom et l'email sont obligatoires";
const text = (max: number, label: string) => z.string().trim().max(max, `${label} est trop long (${max} caractères au plus).`);

/** The fields an admin edits (admin-and-platform.md §2 "Brokers", §5): every field but server bookkeeping. */
const agentFields = {
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Le nom est trop long (120 caractères au plus).'),
  email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(z.email('Veuillez entrer une adresse email valide.')),
  title: text(120, 'Le titre').optional(),
  specialty: text(200, 'La spécialité').optional(),
  languages: z.array(z.string().trim().min(1).max(40)).max(20, '20 langues au plus.'),
  achievements: z.array(z.string().trim().min(1).max(300)).max(50, '50 réalisations au plus.'),
  bio: text(5000, 'La biographie').optional(),
  phone: text(40, 'Le téléphone').optional(),
  calendlyUrl: z.url({ protocol: /^https$/, error: 'Le lien de prise de rendez-vous doit être une adresse https.' }).optional(),
  /** The portrait, from the photo pipeline; an empty string removes it. */
  imageUrl: z.union([photoUrlSchema, z.literal('')]).optional(),
  agencyName: text(120, "Le nom de l'agence").optional(),
  isActive: z.boolean(),
  isPresident: z.boolean(),
};

/** A new agent: name and e-mail required, active and not a co-president unless said otherwise. */
export const agentInputSchema = z.strictObject({
  ...agentFields,
  languages: agentFields.languages.default([]),
  achievements: agentFields.achievements.default([]),
  isActive: agentFields.isActive.default(true),
  isPresident: agentFields.isPresident.default(false),
});
export type AgentInput = z.input<typeof agentInputSchema>;

/** An edit sends only what changed (no defaults: an absent field stays as it is). */
export const agentChangesSchema = z
  .strictObject(agentFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' });
export type AgentChanges = z.infer<typeof agentChangesSchema>;

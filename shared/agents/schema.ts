import * as z from 'zod/mini';
import { photoUrlSchema } from '../media/photo-url.js';
import { LICENCE_DESIGNATIONS } from './mentions.js';

/** The spec's `agents` (brokers) entity, in camelCase. */
export const agentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  title: z.optional(z.string().check(z.maxLength(120))),
  specialty: z.optional(z.string().check(z.maxLength(200))),
  languages: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20)), []),
  achievements: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))).check(z.maxLength(50)), []),
  bio: z.optional(z.string().check(z.maxLength(5000))),
  phone: z.optional(z.string().check(z.maxLength(40))),
  email: z.email(),
  imageUrl: z.optional(z.string()),
  isActive: z._default(z.boolean(), true),
  isPresident: z._default(z.boolean(), false),
  calendlyUrl: z.optional(z.url()),
  agencyName: z.optional(z.string().check(z.maxLength(120))),
  /** The OACIQ mentions (mentions.ts): the name as on the licence, its number and its designations. */
  licenceName: z.optional(z.string().check(z.maxLength(120))),
  licenceNumber: z.optional(z.string().check(z.maxLength(12))),
  licenceDesignations: z._default(z.array(z.string()), []),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type Agent = z.infer<typeof agentSchema>;

const REQUIRED = "Le nom et l'email sont obligatoires";
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label} est trop long (${max} caractères au plus).`));

/** The fields an admin edits (admin-and-platform.md §2 "Brokers", §5): every field but server bookkeeping. */
const agentFields = {
  name: z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(120, 'Le nom est trop long (120 caractères au plus).')),
  email: z.pipe(z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED)), z.email('Veuillez entrer une adresse email valide.')),
  title: z.optional(text(120, 'Le titre')),
  specialty: z.optional(text(200, 'La spécialité')),
  languages: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20, '20 langues au plus.')),
  achievements: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))).check(z.maxLength(50, '50 réalisations au plus.')),
  bio: z.optional(text(5000, 'La biographie')),
  phone: z.optional(text(40, 'Le téléphone')),
  calendlyUrl: z.optional(z.url({ protocol: /^https$/, error: 'Le lien de prise de rendez-vous doit être une adresse https.' })),
  /** The portrait, from the photo pipeline; an empty string removes it. */
  imageUrl: z.optional(z.union([photoUrlSchema, z.literal('')])),
  agencyName: z.optional(text(120, "Le nom de l'agence")),
  licenceName: z.optional(text(120, 'Le nom figurant sur le permis')),
  licenceNumber: z.optional(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{2,12}$/, 'Le numéro de permis OACIQ se compose de lettres et de chiffres (12 au plus).')),
  ),
  licenceDesignations: z
    .array(z.enum(LICENCE_DESIGNATIONS, { error: 'Titre de permis inconnu.' }), { error: 'Les titres du permis doivent être une liste.' })
    .check(z.refine((list) => new Set(list).size === list.length, 'Un titre de permis est coché deux fois.')),
  isActive: z.boolean(),
  isPresident: z.boolean(),
};

/** A new agent: name and e-mail required, active and not a co-president unless said otherwise. */
export const agentInputSchema = z.strictObject({
  ...agentFields,
  languages: z._default(agentFields.languages, []),
  achievements: z._default(agentFields.achievements, []),
  licenceDesignations: z._default(agentFields.licenceDesignations, []),
  isActive: z._default(agentFields.isActive, true),
  isPresident: z._default(agentFields.isPresident, false),
});
export type AgentInput = z.input<typeof agentInputSchema>;

/** An edit sends only what changed (no defaults: an absent field stays as it is). */
export const agentChangesSchema = z
  .partial(z.strictObject(agentFields))
  .check(z.refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' }));
export type AgentChanges = z.infer<typeof agentChangesSchema>;

import * as z from 'zod/mini';
import { ADMIN_ROLE } from './roles.js';

export const USER_ROLES = ['user', ADMIN_ROLE] as const;

/** The profile created when an account is confirmed; the role and the active flag decide admin rights. */
export const profileSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  email: z.optional(z.email()),
  role: z.enum(USER_ROLES),
  isActive: z.boolean(),
  firstName: z.optional(z.string().check(z.maxLength(80))),
  lastName: z.optional(z.string().check(z.maxLength(80))),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** What an admin may change on an account: the admin role and the active flag, at least one. */
export const accountChangesSchema = z.strictObject({
    role: z.optional(z.enum(USER_ROLES, { error: 'Rôle inconnu.' })),
    isActive: z.optional(z.boolean({ error: 'Indiquez si le compte est actif.' })),
  }).check(z.refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' }));
export type AccountChanges = z.infer<typeof accountChangesSchema>;

/** GET /api/me: what the browser may know of the signed-in account, and whether it is an active admin. */
export type CurrentUser = { userId: string; email: string | null; firstName: string | null; lastName: string | null; isAdmin: boolean };

import * as z from 'zod';
import { ADMIN_ROLE } from './roles.js';

export const USER_ROLES = ['user', ADMIN_ROLE] as const;

/** The profile created when an account is confirmed; the role and the active flag decide admin rights. */
export const profileSchema = z.object({
  userId: z.string().min(1),
  email: z.email().optional(),
  role: z.enum(USER_ROLES),
  isActive: z.boolean(),
  firstName: z.string().max(80).optional(),
  lastName: z.string().max(80).optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What an admin may change on an account: the admin role and the active flag, at least one. */
export const accountChangesSchema = z
  .strictObject({
    role: z.enum(USER_ROLES, { error: 'Rôle inconnu.' }).optional(),
    isActive: z.boolean({ error: 'Indiquez si le compte est actif.' }).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Aucune modification à enregistrer.' });
export type AccountChanges = z.infer<typeof accountChangesSchema>;

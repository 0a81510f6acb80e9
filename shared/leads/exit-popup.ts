import * as z from 'zod/mini';
import { REQUIRED_FIELDS_MESSAGE } from './schema.js';

const INVALID_EMAIL = 'Veuillez entrer une adresse email valide.';

/** Empty optional inputs arrive as '' from the form and are stored as null (admin-and-platform.md §5). */
const optional = (max: number) => z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(max))), z.transform((v) => v || undefined));

/** Exit-intent valuation popup (public-site.md §2, admin-and-platform.md §5): name and address required. */
export const exitPopupFormSchema = z.strictObject({
  name: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), z.maxLength(120, 'Le nom est trop long (120 caractères au plus).')),
  address: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), z.maxLength(300, 'L’adresse est trop longue (300 caractères au plus).')),
  email: z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(254, INVALID_EMAIL))),
      z.transform((v) => v || undefined),
    ),
    z.optional(z.email(INVALID_EMAIL)),
  ),
  phone: optional(40),
  details: optional(2000),
});
export type ExitPopupForm = z.output<typeof exitPopupFormSchema>;

/** The lead row the popup produces (public-site.md §7 "Exit-popup lead"). */
export function exitPopupLeadFromForm(form: ExitPopupForm) {
  return {
    name: form.name,
    email: form.email ?? null,
    phone: form.phone ?? null,
    message: `Évaluation gratuite demandée pour: ${form.address}\n\nMessage: ${form.details ?? 'Aucun détail fourni'}`,
    leadType: 'vendeur' as const,
    status: 'new',
    source: 'exit-popup-website',
    budget: null,
    interest: 'Évaluation gratuite',
  };
}

import * as z from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from './schema.js';

const INVALID_EMAIL = 'Veuillez entrer une adresse email valide.';

/** Empty optional inputs arrive as '' from the form and are stored as null (admin-and-platform.md §5). */
const optional = (max: number) => z.string().trim().max(max).optional().transform((v) => v || undefined);

/** Exit-intent valuation popup (public-site.md §2, admin-and-platform.md §5): name and address required. */
export const exitPopupFormSchema = z.strictObject({
  name: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(120, 'Le nom est trop long (120 caractères au plus).'),
  address: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(300, 'L’adresse est trop longue (300 caractères au plus).'),
  email: z
    .string()
    .trim()
    .max(254, INVALID_EMAIL)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email(INVALID_EMAIL).optional()),
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

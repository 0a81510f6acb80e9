import * as z from 'zod/mini';
import { REQUIRED_FIELDS_MESSAGE } from './schema.js';

export const INVALID_EMAIL_MESSAGE = 'Veuillez entrer une adresse email valide.';
/** Lead source of the /contact form (public-site.md §2 "Contact", issue 9). */
export const CONTACT_FORM_SOURCE = 'contact-form';

const required = (max: number, tooLong: string) => z.string({ error: REQUIRED_FIELDS_MESSAGE }).check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE), z.maxLength(max, tooLong));

/**
 * The contact form: name, e-mail and message required; phone and the property the visitor asks about
 * optional (an empty input arrives as '' and counts as absent). The property is an id the server
 * looks up: the lead names it only while it is active.
 */
export const contactFormSchema = z.strictObject({
  name: required(120, 'Le nom est trop long (120 caractères au plus).'),
  email: z.pipe(required(254, INVALID_EMAIL_MESSAGE), z.email(INVALID_EMAIL_MESSAGE)),
  phone: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(40, 'Le téléphone est trop long (40 caractères au plus).'))), z.transform((v) => v || undefined)),
  message: required(2000, 'Le message est trop long (2000 caractères au plus).'),
  propertyId: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(100, 'Identifiant de propriété invalide.'))), z.transform((v) => v || undefined)),
});
export type ContactForm = z.output<typeof contactFormSchema>;

/** The property the message is about, as the server found it (active only). */
export type ContactProperty = { id: string; title: string };

/** The lead row the contact form produces: a buyer's enquiry, status new. */
export function contactLeadFromForm(form: ContactForm, property: ContactProperty | null) {
  const message = property ? `${form.message}\n\nPropriété : ${property.title} (ID : ${property.id})` : form.message;
  return {
    name: form.name,
    email: form.email,
    phone: form.phone ?? null,
    message,
    leadType: 'acheteur' as const,
    status: 'new',
    source: CONTACT_FORM_SOURCE,
    budget: null,
    interest: property ? `Propriété - ${property.title}` : 'Demande de contact',
  };
}

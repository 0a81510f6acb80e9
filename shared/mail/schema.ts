import * as z from 'zod';

/**
 * What the app hands the mail sender: one simple SES v2 message (subject, text and/or HTML), to one or
 * more recipients. SES v2 caps a message at 50 recipients.
 */
export const mailHeaderSchema = z.object({
  name: z.string().min(1).max(126),
  value: z.string().max(870),
});

export const mailMessageSchema = z
  .object({
    to: z.array(z.email()).min(1).max(50),
    subject: z.string().trim().min(1).max(998),
    text: z.string().min(1).optional(),
    html: z.string().min(1).optional(),
    replyTo: z.array(z.email()).max(50).optional(),
    /** Kept by SES and by the local inbox, e.g. List-Unsubscribe for the newsletter. */
    headers: z.array(mailHeaderSchema).max(15).optional(),
  })
  .refine((m) => m.text !== undefined || m.html !== undefined, { message: 'Un courriel doit avoir un texte ou un contenu HTML.', path: ['text'] });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** `MAIL_FROM`: a bare address or `Display Name <address>` (a verified SES identity in AWS). */
export const mailFromSchema = z
  .string()
  .trim()
  .refine((value) => {
    const address = /^(?:[^<>]+<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
    return !!address && z.email().safeParse(address[1] ?? address[2]).success;
  }, 'MAIL_FROM doit être une adresse courriel, éventuellement précédée d’un nom (Nom <adresse>).');

import * as z from 'zod/mini';

/**
 * What the app hands the mail sender: one simple SES v2 message (subject, text and/or HTML), to one or
 * more recipients. SES v2 caps a message at 50 recipients.
 */
export const mailHeaderSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(126)),
  value: z.string().check(z.maxLength(870)),
});

export const mailMessageSchema = z.object({
    to: z.array(z.email()).check(z.minLength(1), z.maxLength(50)),
    subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(998)),
    text: z.optional(z.string().check(z.minLength(1))),
    html: z.optional(z.string().check(z.minLength(1))),
    replyTo: z.optional(z.array(z.email()).check(z.maxLength(50))),
    /** Kept by SES and by the local inbox, e.g. List-Unsubscribe for the newsletter. */
    headers: z.optional(z.array(mailHeaderSchema).check(z.maxLength(15))),
    /** SES message tags (EmailTags), returned in its bounce and complaint events: which campaign a mail was. */
    tags: z.optional(z.array(z.object({ name: z.string().check(z.regex(/^[\w.@-]{1,256}$/)), value: z.string().check(z.regex(/^[\w.@-]{1,256}$/)) })).check(z.maxLength(5))),
  }).check(z.refine((m) => m.text !== undefined || m.html !== undefined, { message: 'Un courriel doit avoir un texte ou un contenu HTML.', path: ['text'] }));
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** `MAIL_FROM`: a bare address or `Display Name <address>` (a verified SES identity in AWS). */
export const mailFromSchema = z.string().check(z.trim(), z.refine((value) => {
    const address = /^(?:[^<>]+<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
    return !!address && z.email().safeParse(address[1] ?? address[2]).success;
  }, 'MAIL_FROM doit être une adresse courriel, éventuellement précédée d’un nom (Nom <adresse>).'));

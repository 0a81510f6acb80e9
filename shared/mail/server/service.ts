import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { mailFromSchema, mailMessageSchema, type MailMessage } from '../schema.js';

/**
 * Sends the app's e-mail through Amazon SES v2 (SendEmail, simple content, UTF-8). The sender address
 * comes from `MAIL_FROM`; the endpoint is the SDK's own: `AWS_ENDPOINT_URL_SESV2` points it at
 * aws-ses-v2-local on the local stack (docs/architecture.md rule 8), nothing to set in AWS.
 */
export type MailSender = { send(message: MailMessage): Promise<{ messageId: string }> };

/** RFC 2047: SES refuses a raw non-ASCII display name in the From address ('Courtage Québec <…>'). */
export function encodeFromAddress(from: string) {
  const match = /^\s*(.+?)\s*<([^<>]+)>\s*$/.exec(from);
  if (!match) return from.trim();
  const name = match[1]!;
  const address = match[2]!;
  const unquoted = name.replace(/^"(.*)"$/, '$1');
  if (/^[\x20-\x7e]*$/.test(unquoted)) return `${name} <${address}>`;
  return `=?UTF-8?B?${Buffer.from(unquoted, 'utf8').toString('base64')}?= <${address}>`;
}

export function createMailSender(options: { client?: SESv2Client; from?: string } = {}): MailSender {
  let client = options.client;
  let from: string | undefined;
  return {
    async send(message) {
      // The app builds its messages: a malformed one is a bug (a 500), not a visitor's input error.
      const parsed = mailMessageSchema.safeParse(message);
      if (!parsed.success) throw new Error(`Invalid mail message: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      // Read on first use, not at import: a function that never mails needs no MAIL_FROM.
      from ??= encodeFromAddress(parseFrom(options.from ?? process.env.MAIL_FROM));
      // The SDK loads on the first mail, not with the function's module (issue 12).
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= new SESv2Client({});
      const m = parsed.data;
      const charset = 'UTF-8';
      const out = await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: m.to },
          ReplyToAddresses: m.replyTo,
          EmailTags: m.tags?.map((t) => ({ Name: t.name, Value: t.value })),
          Content: {
            Simple: {
              Subject: { Data: m.subject, Charset: charset },
              Body: {
                ...(m.text !== undefined ? { Text: { Data: m.text, Charset: charset } } : {}),
                ...(m.html !== undefined ? { Html: { Data: m.html, Charset: charset } } : {}),
              },
              Headers: m.headers?.map((h) => ({ Name: h.name, Value: h.value })),
            },
          },
        }),
      );
      return { messageId: out.MessageId ?? '' };
    },
  };
}

function parseFrom(value: string | undefined) {
  const parsed = mailFromSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid MAIL_FROM: ${parsed.error.issues[0]?.message ?? 'missing'}`);
  return parsed.data;
}

/** The module-scope sender (rule 7): one SES client per container. */
export const mailSender: MailSender = createMailSender();

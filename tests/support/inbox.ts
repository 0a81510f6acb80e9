/**
 * The local inbox (aws-ses-v2-local's `GET /store`): what the stack mailed, for tests. Cognito's codes
 * land there too (infra/local/cognito.ts cognitoCodeMailer).
 */
export type InboxMail = {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
};

/** Mail sent to `email` (case-insensitive), oldest first; `since` keeps those sent at or after it (second precision). */
export async function mailsTo(sesEndpoint: string, email: string, options: { since?: Date } = {}): Promise<InboxMail[]> {
  const url = new URL('/store', sesEndpoint);
  if (options.since) url.searchParams.set('since', String(Math.floor(options.since.getTime() / 1000)));
  const res = await fetch(url);
  if (!res.ok) throw new Error(`inbox ${url} answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: InboxMail[] };
  const wanted = email.toLowerCase();
  return emails.filter((m) => [...m.destination.to, ...m.destination.cc, ...m.destination.bcc].some((to) => to.toLowerCase() === wanted));
}

/** Waits for a mail to `email` that `match` accepts and returns the newest one. */
export async function latestMailTo(
  sesEndpoint: string,
  email: string,
  options: { timeoutMs?: number; since?: Date; match?: (mail: InboxMail) => boolean } = {},
): Promise<InboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await mailsTo(sesEndpoint, email, options)).filter(options.match ?? (() => true));
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in the local inbox within ${options.timeoutMs ?? 10_000} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const CODE = /\b(\d{6})\b/;

/** The 6-digit code of the newest mail to `email` that carries one (sign-up confirmation, forgotten password). */
export async function latestCodeFor(sesEndpoint: string, email: string, options: { timeoutMs?: number; since?: Date } = {}): Promise<string> {
  const text = (m: InboxMail) => m.body.text ?? m.body.html ?? '';
  const mail = await latestMailTo(sesEndpoint, email, { ...options, match: (m) => CODE.test(text(m)) });
  return CODE.exec(text(mail))![1]!;
}

/**
 * `npm run bench:campaign [-- <subscribers> <max send rate>]`: a newsletter campaign to 10 000 subscribers
 * (by default) through the whole local pipeline: the send route, the fan-out consumer, the SQS stand-in and
 * the sender, into the local SES whose account says MaxSendRate = 50 per second (by default).
 *
 * Reports the time to put every recipient on the queue, the time to send them all, the highest number of
 * mails in any one second against the account's rate, and the recipients mailed other than once (must be 0).
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { InboxMail } from '../support/inbox.js';
import { startEphemeralStack } from '../support/ephemeral-stack.js';
import { activeSubscriber } from '../support/subscribers.js';

const SUBSCRIBERS = Number(process.argv[2] ?? 10_000);
const MAX_SEND_RATE = Number(process.argv[3] ?? 50);

const stack = await startEphemeralStack({ mailSendRate: MAX_SEND_RATE });
try {
  // The stack set this process's AWS environment: the repositories reach its DynamoDB Local.
  const { subscriberRepository } = await import('../../shared/newsletter/server/repository.js');
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password } }),
  );
  const token = auth.AuthenticationResult!.AccessToken!;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${stack.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    return (await res.json()) as Record<string, any>;
  };

  const at = new Date().toISOString();
  const written = Date.now();
  await subscriberRepository.createMany(Array.from({ length: SUBSCRIBERS }, (_, i) => activeSubscriber(`banc-${i}@exemple.ca`, at)));
  const { active } = await call('/api/admin/subscribers/stats');
  console.log(`${active} active subscribers written in ${((Date.now() - written) / 1000).toFixed(1)} s`);

  const campaign = await call('/api/admin/campaigns', { method: 'POST', body: JSON.stringify({ subject: 'Banc d’essai', bodyHtml: '<p>Bonjour</p>' }) });
  const started = Date.now();
  await call(`/api/admin/campaigns/${campaign.id}/send`, { method: 'POST' });
  let queuedMs = 0;
  for (;;) {
    const state = await call(`/api/admin/campaigns/${campaign.id}`);
    if (!queuedMs && state.fanoutDone) queuedMs = Date.now() - started;
    if (state.status === 'sent') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const sentMs = Date.now() - started;
  const { progress } = await call(`/api/admin/campaigns/${campaign.id}`);

  const { emails } = (await (await fetch(`${stack.endpoints.ses}/store`)).json()) as { emails: InboxMail[] };
  const mails = emails.filter((m) => m.subject === 'Banc d’essai');
  const perRecipient = new Map<string, number>();
  const perSecond = new Map<number, number>();
  for (const mail of mails) {
    for (const to of mail.destination.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    perSecond.set(mail.at, (perSecond.get(mail.at) ?? 0) + 1);
  }
  const seconds = [...perSecond.keys()].sort((a, b) => a - b);
  const busiest = Math.max(...perSecond.values());
  const notOnce = [...perRecipient.values()].filter((n) => n !== 1).length + (active - perRecipient.size);
  console.log(
    [
      `campaign to ${active} subscribers, account MaxSendRate ${MAX_SEND_RATE}/s (the senders use ${0.8 * MAX_SEND_RATE}/s)`,
      `  all on the queue after   ${(queuedMs / 1000).toFixed(1)} s`,
      `  all sent after           ${(sentMs / 1000).toFixed(1)} s (${progress.sent} sent, ${progress.failed} failed, ${progress.skipped} skipped)`,
      `  mean rate                ${(mails.length / (seconds[seconds.length - 1]! - seconds[0]! + 1)).toFixed(1)} mails/s`,
      `  busiest second           ${busiest} mails (limit ${MAX_SEND_RATE})`,
      `  recipients not mailed exactly once: ${notOnce}`,
    ].join('\n'),
  );
  if (busiest > MAX_SEND_RATE || notOnce > 0) process.exitCode = 1;
} finally {
  await stack.stop();
}

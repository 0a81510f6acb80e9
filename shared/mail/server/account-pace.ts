import { QUEUES } from '../../../events/queues.js';
import { pacer, perSenderRate } from '../../newsletter/campaign-sending.js';

/**
 * The pace of one bulk sender (a campaign's or the alerts' queue consumer): the SES account's send rate, read once per
 * container, shared by every concurrent sender of every work queue (events/queues.ts), a fifth kept for the site's
 * own mail.
 */
let accountPace: Promise<() => Promise<void>> | undefined;
export function accountPacer(): Promise<() => Promise<void>> {
  accountPace ??= (async () => {
    const { SESv2Client, GetAccountCommand } = await import('@aws-sdk/client-sesv2');
    const account = await new SESv2Client({}).send(new GetAccountCommand({}));
    const maxSendRate = account.SendQuota?.MaxSendRate;
    if (!maxSendRate) throw new Error('SES GetAccount gave no MaxSendRate');
    return pacer(perSenderRate(maxSendRate, QUEUES.reduce((senders, queue) => senders + queue.maxConcurrency, 0)));
  })().catch((error: unknown) => {
    accountPace = undefined;
    throw error;
  });
  return accountPace;
}

import { env } from '../../config/env.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { subscriberRepository } from './repository.js';
import { newsletterSigningKey } from './signing-key.js';
import { signUnsubscribeToken } from './token.js';
import { newsletterLinks } from '../mail.js';
import { welcomeMail } from '../welcome-mail.js';

export type WelcomeOutcome = 'sent' | 'skipped-missing' | 'skipped-unsubscribed';

/**
 * Sends the welcome mail of one subscription. A subscriber deleted or unsubscribed since the event is
 * not mailed. Throws on a mail failure: the bus retries, then parks the event (the subscription itself
 * was committed before and is never undone by a mail failure).
 */
export async function sendWelcomeMail(
  subscriberId: string,
  outcome: 'subscribed' | 'resubscribed',
  deps: { sender?: MailSender; siteOrigin?: string; now?: Date } = {},
): Promise<WelcomeOutcome> {
  const subscriber = await subscriberRepository.getById(subscriberId);
  if (!subscriber) return 'skipped-missing';
  if (subscriber.status !== 'active') return 'skipped-unsubscribed';
  const siteOrigin = deps.siteOrigin ?? env().SITE_ORIGIN;
  if (!siteOrigin) throw new Error('SITE_ORIGIN is not set: the welcome mail needs the site origin for its unsubscribe link');
  const [key, settings] = await Promise.all([newsletterSigningKey(), settingsRepository.getSiteSettings()]);
  const token = signUnsubscribeToken(key, subscriber.id, deps.now);
  await (deps.sender ?? mailSender).send(welcomeMail(subscriber, outcome, newsletterLinks(siteOrigin, token), settings));
  return 'sent';
}

import { consentWording } from '../../../shared/newsletter/consent.js';
import { subscriberRepository } from '../../../shared/newsletter/server/repository.js';
import { subscriberSchema } from '../../../shared/newsletter/schema.js';
import type { DemoContext } from './context.js';
import { demoSubscribers } from './data/subscribers.js';
import { demoId } from './seed.js';
import { senderIdentification } from '../../../shared/settings/identity.js';
import { demoSiteIdentity } from './data/site.js';

/** A few minutes back for "today", so a re-seed keeps them in the current month. */
const ago = (now: Date, days: number) => new Date(now.getTime() - Math.max(days * 86_400_000, 5 * 60_000)).toISOString();

/**
 * Demo subscribers, written through the repository (counters move with each write; a re-seed overwrites
 * the same e-mails and moves them by the difference only). Returns a French summary for the start banner.
 */
export async function seedDemoSubscribers({ now }: DemoContext): Promise<string> {
  for (const demo of demoSubscribers) {
    const subscribedAt = ago(now, demo.daysAgo);
    const consentSource = demo.source || 'footer';
    await subscriberRepository.save(
      subscriberSchema.parse({
        id: demoId('subscriber', demo.key),
        email: demo.email,
        name: demo.name,
        status: demo.unsubscribedDaysAgo === undefined ? 'active' : 'unsubscribed',
        source: demo.source,
        subscribedAt,
        unsubscribedAt: demo.unsubscribedDaysAgo === undefined ? null : ago(now, demo.unsubscribedDaysAgo),
        createdAt: subscribedAt,
        consentAt: subscribedAt,
        consentSource,
        consentText: consentWording(consentSource, senderIdentification(demoSiteIdentity)),
      }),
    );
  }
  return `${demoSubscribers.length} abonnés`;
}

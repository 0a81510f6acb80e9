import { randomUUID } from 'node:crypto';
import type { Subscriber } from '../../shared/newsletter/schema.js';

/** An active subscriber of the footer form, as the table holds one (tests and benches write many at once). */
export const activeSubscriber = (email: string, at = new Date().toISOString()): Subscriber => ({
  id: randomUUID(),
  email,
  name: null,
  status: 'active',
  source: 'footer',
  subscribedAt: at,
  unsubscribedAt: null,
  createdAt: at,
  consentAt: at,
  consentSource: 'footer',
  consentText: 'J’accepte de recevoir l’infolettre.',
});

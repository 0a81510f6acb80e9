// Zod-free: what the admin screen and the CSV export show of a subscriber (the web imports it).
import type { Subscriber } from './schema.js';

export const SUBSCRIBER_FILTERS = ['all', 'active', 'unsubscribed'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

/** The forms a subscription comes from, in words; the spec's 'Website' when none is recorded. */
const SOURCE_LABELS: Record<string, string> = {
  footer: 'Site web (pied de page)',
  blog: 'Blogue',
  'alerte-vip': 'Alerte VIP',
  desabonnement: 'Page de désabonnement',
};
export const subscriberSourceLabel = (source: string | null | undefined) => (source?.trim() ? (SOURCE_LABELS[source] ?? source) : 'Website');
export const subscriberStatusLabel = (status: Subscriber['status']) => (status === 'active' ? 'Actif' : 'Désabonné');

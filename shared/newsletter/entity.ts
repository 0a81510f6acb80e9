import { Entity } from 'electrodb';
import { TABLE } from '../db/table.js';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr } from '../db/model.js';
import type { SubscriberDerivedKey } from './keys.js';
import { signingKeySchema, subscriberSchema, type SigningKey, type Subscriber } from './schema.js';

/**
 * The normalised e-mail is the partition key, hence unique (a deleted subscriber frees it). The admin
 * list reads `all` (newest first) or `byStatus` (one status, newest first), filtering on searchText.
 */
export const SubscriberEntity = new Entity({
  model: model('subscriber'),
  attributes: { ...attributesOf(subscriberSchema), searchText: reqStr },
  indexes: {
    byEmail: primary(['email']),
    all: gsi('gsi1', [], ['createdAt']),
    byId: gsi('gsi2', ['id'], []),
    byStatus: gsi('gsi3', ['status'], ['createdAt']),
  },
});
entityMatchesSchema<typeof SubscriberEntity, Subscriber, SubscriberDerivedKey>(true);

/** The partition of the newsletter's signing key: no route reads it back, no index holds it. */
export const NEWSLETTER_KEY_PARTITION = 'newsletter-signing-key';

export const NewsletterSigningKeyEntity = new Entity({
  model: model('newsletterSigningKey'),
  attributes: attributesOf(signingKeySchema),
  indexes: { byName: { pk: { field: TABLE.partitionKey, composite: [], template: NEWSLETTER_KEY_PARTITION }, sk: { field: TABLE.sortKey, composite: ['keyName'] } } },
});
entityMatchesSchema<typeof NewsletterSigningKeyEntity, SigningKey>(true);

import { Entity } from 'electrodb';
import { TABLE } from '../db/table.js';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../db/model.js';
import { signingKeySchema, subscriberSchema, type SigningKey, type Subscriber } from './schema.js';

/** The normalised e-mail is the partition key, hence unique. */
export const SubscriberEntity = new Entity({
  model: model('subscriber'),
  attributes: attributesOf(subscriberSchema),
  indexes: {
    byEmail: primary(['email']),
    all: gsi('gsi1', [], ['createdAt']),
    byId: gsi('gsi2', ['id'], []),
  },
});
entityMatchesSchema<typeof SubscriberEntity, Subscriber>(true);

/** The partition of the newsletter's signing key: no route reads it back, no index holds it. */
export const NEWSLETTER_KEY_PARTITION = 'newsletter-signing-key';

export const NewsletterSigningKeyEntity = new Entity({
  model: model('newsletterSigningKey'),
  attributes: attributesOf(signingKeySchema),
  indexes: { byName: { pk: { field: TABLE.partitionKey, composite: [], template: NEWSLETTER_KEY_PARTITION }, sk: { field: TABLE.sortKey, composite: ['keyName'] } } },
});
entityMatchesSchema<typeof NewsletterSigningKeyEntity, SigningKey>(true);

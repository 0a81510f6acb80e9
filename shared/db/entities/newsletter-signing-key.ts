import { Entity } from 'electrodb';
import { TABLE } from '../table.js';
import { attributesOf, entityMatchesSchema, model } from '../model.js';
import { signingKeySchema, type SigningKey } from '../../newsletter/schema.js';

/** The partition of the newsletter's signing key: no route reads it back, no index holds it. */
export const NEWSLETTER_KEY_PARTITION = 'newsletter-signing-key';

export const NewsletterSigningKeyEntity = new Entity({
  model: model('newsletterSigningKey'),
  attributes: attributesOf(signingKeySchema),
  indexes: { byName: { pk: { field: TABLE.partitionKey, composite: [], template: NEWSLETTER_KEY_PARTITION }, sk: { field: TABLE.sortKey, composite: ['keyName'] } } },
});
entityMatchesSchema<typeof NewsletterSigningKeyEntity, SigningKey>(true);

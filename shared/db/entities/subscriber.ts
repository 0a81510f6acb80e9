import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr } from '../model.js';
import type { SubscriberDerivedKey } from '../../newsletter/keys.js';
import { subscriberSchema, type Subscriber } from '../../newsletter/schema.js';

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

import { Entity } from 'electrodb';
import { entityMatchesSchema, gsi, model, primary, reqOneOf, reqStr, str } from '../db/model.js';
import { SUBSCRIBER_STATUSES, type Subscriber } from './schema.js';

export const SubscriberEntity = new Entity({
  model: model('subscriber'),
  attributes: {
    /** Normalised e-mail: the partition key, hence unique. */
    email: reqStr,
    id: reqStr,
    name: str,
    status: reqOneOf(SUBSCRIBER_STATUSES),
    source: reqStr,
    subscribedAt: reqStr,
    unsubscribedAt: str,
    createdAt: reqStr,
  },
  indexes: {
    byEmail: primary(['email']),
    all: gsi('gsi1', [], ['createdAt']),
    byId: gsi('gsi2', ['id'], []),
  },
});
entityMatchesSchema<typeof SubscriberEntity, Subscriber>(true);

import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../db/model.js';
import { subscriberSchema, type Subscriber } from './schema.js';

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

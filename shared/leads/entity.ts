import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary } from '../db/model.js';
import { leadSchema, type Lead } from './schema.js';

export const LeadEntity = new Entity({
  model: model('lead'),
  attributes: attributesOf(leadSchema),
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
    byStatus: gsi('gsi2', ['status'], ['createdAt']),
  },
});
entityMatchesSchema<typeof LeadEntity, Lead>(true);

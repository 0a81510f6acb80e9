import { Entity } from 'electrodb';
import { entityMatchesSchema, gsi, model, num, primary, reqOneOf, reqStr, str } from '../db/model.js';
import { LEAD_TYPES, SYNC_STATUSES, type Lead } from './schema.js';

export const LeadEntity = new Entity({
  model: model('lead'),
  attributes: {
    id: reqStr,
    name: reqStr,
    email: str,
    phone: str,
    message: reqStr,
    leadType: reqOneOf(LEAD_TYPES),
    status: reqStr,
    source: reqStr,
    budget: num,
    interest: reqStr,
    createdAt: reqStr,
    syncStatus: reqOneOf(SYNC_STATUSES),
    syncError: str,
    syncedAt: str,
    realhubId: str,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
    byStatus: gsi('gsi2', ['status'], ['createdAt']),
  },
});
entityMatchesSchema<typeof LeadEntity, Lead>(true);

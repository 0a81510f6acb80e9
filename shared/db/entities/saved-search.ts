import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr, str } from '../model.js';
import { savedSearchSchema, type SavedSearch } from '../../alerts/schema.js';

/**
 * A saved search (« alerte »), by id; its owner's alerts (« Gérer mes alertes »), oldest first, by `ownerKey`: a hash
 * of the e-mail (shared/alerts/server/owner.ts) that the management link signs, so the link names no address.
 * Unconfirmed ones, oldest first, by `pendingKey` (« pending » while pending, absent otherwise: a sparse index), so
 * those whose confirmation link has expired are deleted (shared/alerts/server/service.ts, deleteExpiredPending).
 */
export const SavedSearchEntity = new Entity({
  model: model('savedSearch'),
  attributes: { ...attributesOf(savedSearchSchema), ownerKey: reqStr, pendingKey: str },
  indexes: {
    byId: primary(['id']),
    byOwner: gsi('gsi1', ['ownerKey'], ['createdAt']),
    byPending: gsi('gsi2', ['pendingKey'], ['createdAt']),
  },
});
entityMatchesSchema<typeof SavedSearchEntity, SavedSearch, 'ownerKey' | 'pendingKey'>(true);

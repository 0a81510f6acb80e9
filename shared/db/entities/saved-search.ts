import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr } from '../model.js';
import { savedSearchSchema, type SavedSearch } from '../../alerts/schema.js';

/**
 * A saved search (« alerte »), by id; its owner's alerts (« Gérer mes alertes »), oldest first, by `ownerKey`: a hash
 * of the e-mail (shared/alerts/server/owner.ts) that the management link signs, so the link names no address.
 */
export const SavedSearchEntity = new Entity({
  model: model('savedSearch'),
  attributes: { ...attributesOf(savedSearchSchema), ownerKey: reqStr },
  indexes: {
    byId: primary(['id']),
    byOwner: gsi('gsi1', ['ownerKey'], ['createdAt']),
  },
});
entityMatchesSchema<typeof SavedSearchEntity, SavedSearch, 'ownerKey'>(true);

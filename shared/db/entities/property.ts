import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr, str } from '../model.js';
import type { PropertyDerivedKey } from '../../properties/keys.js';
import { propertySchema, type Property } from '../../properties/schema.js';

/** Stored attributes: the schema's fields, plus the index keys that keys.ts derives on every write. */
export const PropertyEntity = new Entity({
  model: model('property'),
  attributes: {
    ...attributesOf(propertySchema),
    // Zero-padded: it is the sort key of the most-viewed index.
    viewsCount: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    searchText: str,
    locationKey: str,
    listState: reqStr,
    activeRank: reqStr,
    featuredRank: reqStr,
    finishedBasement: { type: 'boolean' },
    airConditioned: { type: 'boolean' },
    listKey: reqStr,
    priceKey: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    areaKey: { type: 'number', required: true, padding: { length: 8, char: '0' } },
  },
  indexes: {
    byId: primary(['id']),
    byListState: gsi('gsi1', ['listState'], ['createdAt']),
    // One partition for every property (a brokerage lists hundreds, not millions): the admin list (all, or
    // active only by prefix) and the featured list (prefix active + featured), newest first within each.
    byAdminOrder: gsi('gsi2', [], ['activeRank', 'featuredRank', 'createdAt']),
    byViews: gsi('gsi3', ['listState'], ['viewsCount']),
    // The public list's orders, within one transaction (sale or rent); createdAt breaks ties in price and area.
    byNewest: gsi('gsi4', ['listKey'], ['createdAt']),
    byPrice: gsi('gsi5', ['listKey'], ['priceKey', 'createdAt']),
    byArea: gsi('gsi6', ['listKey'], ['areaKey', 'createdAt']),
  },
});
entityMatchesSchema<typeof PropertyEntity, Property, PropertyDerivedKey>(true);

import { Entity } from 'electrodb';
import { model, primary, reqStr } from '../model.js';

/**
 * A counted map cell (shared/properties/geo-keys.ts): how many active listings with a position it holds
 * and the sums of their positions in millionths of a degree, moved with ADD by the property's writes.
 */
export const GeoCellEntity = new Entity({
  model: model('geoCell'),
  attributes: {
    cell: reqStr,
    count: { type: 'number' },
    latE6: { type: 'number' },
    lngE6: { type: 'number' },
  },
  indexes: { byCell: primary(['cell']) },
});

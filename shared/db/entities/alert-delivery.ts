import { Entity } from 'electrodb';
import { gsi, model, primary, reqNum, reqStr, str } from '../model.js';

/**
 * One change of one listing told to one alert (« change »: new, price:<price>, status:<status>), created
 * conditionally before its mail is queued, so a change is never told twice to the same alert. The sender marks it
 * `sendingAt` (a lease) before the mail and `settledAt` after (with `sentAt` when mailed; without, dropped unsent);
 * a digest's items wait under `pendingDigest` (« daily », « weekly »: a sparse index the digest job reads, cleared
 * once settled). By property: the alerts that already told a listing, to tell them its status.
 */
export const AlertDeliveryEntity = new Entity({
  model: model('alertDelivery'),
  attributes: {
    searchId: reqStr,
    propertyId: reqStr,
    change: reqStr,
    createdAt: reqStr,
    sentAt: str,
    sendingAt: str,
    settledAt: str,
    /** A lower price's previous one, for the digest's « auparavant ». */
    fromPrice: { type: 'number' },
    pendingDigest: str,
    expiresAt: reqNum,
  },
  indexes: {
    bySearch: primary(['searchId'], ['propertyId', 'change']),
    byProperty: gsi('gsi1', ['propertyId'], ['searchId']),
    pendingDigests: gsi('gsi2', ['pendingDigest'], ['searchId', 'propertyId', 'change']),
  },
});

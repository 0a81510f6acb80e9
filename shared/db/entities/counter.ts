import { Entity } from 'electrodb';
import { model, primary, reqStr } from '../model.js';

/**
 * A named count in a bucket of a scope (docs/data-model.md "Counters"): `leads` / `total` / `vendeur`,
 * `dashboard` / `day#2026-11-23` / `leads`. One partition per scope, sorted by bucket then name, so an
 * area reads its counters with one GetItem or one bounded Query (a bucket, or a range of day buckets),
 * and a write moves them with ADD in its own transaction (or an idempotent consumer). Never below zero
 * on display; never computed by reading the counted items.
 */
export const CounterEntity = new Entity({
  model: model('counter'),
  attributes: {
    scope: reqStr,
    bucket: reqStr,
    name: reqStr,
    value: { type: 'number' },
  },
  indexes: { byScope: primary(['scope'], ['bucket', 'name']) },
});

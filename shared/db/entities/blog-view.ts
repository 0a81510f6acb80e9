import { Entity } from 'electrodb';
import { model, primary, reqNum, reqStr } from '../model.js';

/** A counted article view (shared/blog/server/views.ts): a hash of (client address, user agent, slug), gone by TTL. */
export const BlogViewEntity = new Entity({
  model: model('blogView'),
  attributes: { key: reqStr, expiresAt: reqNum },
  indexes: { byKey: primary(['key']) },
});

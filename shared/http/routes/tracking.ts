import { MAX_TRACKING_BODY_BYTES, trackEventsBodySchema, trackVisitBodySchema } from '../../tracking/api.js';
import { returns, route } from '../route.js';

/**
 * Consented tracking (tracking-ingest function): page visits and event batches. Public, fire and
 * forget (202), small bodies; throttled by their own stage route settings and per session.
 */
export const trackingRoutes = {
  trackVisit: route({ method: 'POST', path: '/api/track/visit', fn: 'tracking-ingest', reply: returns<void>(), auth: 'public', body: trackVisitBodySchema, maxBodyBytes: MAX_TRACKING_BODY_BYTES }),
  trackEvents: route({ method: 'POST', path: '/api/track/events', fn: 'tracking-ingest', reply: returns<void>(), auth: 'public', body: trackEventsBodySchema, maxBodyBytes: MAX_TRACKING_BODY_BYTES }),
};

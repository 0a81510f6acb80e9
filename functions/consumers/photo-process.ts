import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * S3 'Object Created' on the uploads bucket → checked photo, WebP renditions without metadata, media
 * marked ready or failed, original deleted. Off the request path; idempotent on the event id (and a
 * photo is settled only while pending); a throw makes the bus retry, then dead-letter.
 * Its code (./photo-process/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./photo-process/handler.js'));

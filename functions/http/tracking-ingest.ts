import { httpHandler } from '../../shared/http/handler.js';

/** Consented tracking: page visits and event batches, on a function (and throttling) of its own. */
export const handler = httpHandler('tracking-ingest', {});

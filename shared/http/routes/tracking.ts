/** Consented tracking (tracking-ingest function): page visits and event batches. */
export const trackingRoutes = {};

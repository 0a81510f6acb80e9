/** Lead CRM (RealHub) and sales CRM actions (integrations-api: it may read the keys). */
export const leadSyncRoutes = {};

/** Scheduling service (Calendly) actions: test the token (integrations-api). */
export const schedulingRoutes = {};

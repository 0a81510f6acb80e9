/** Property-listing CRM actions: save-and-test, synchronise (integrations-api). */
export const propertySyncRoutes = {};

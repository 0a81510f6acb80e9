/** The analytics screen (admin-api): figures read from the daily rollups. */
export const analyticsRoutes = {};

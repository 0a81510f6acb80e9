export const dashboardRoutes = {};

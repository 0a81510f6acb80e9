import * as z from 'zod/mini';
import type { Lead } from '../leads/schema.js';
import type { Property } from '../properties/schema.js';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod, type DayRange } from './periods.js';

/** GET /api/admin/dashboard?period=month: one of the seven periods, month by default. */
export const dashboardQuerySchema = z.strictObject({
  period: z._default(z.enum(DASHBOARD_PERIODS, { error: `Période inconnue : choisissez parmi ${DASHBOARD_PERIODS.join(', ')}.` }), DEFAULT_DASHBOARD_PERIOD),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A figure of the period, the same figure over the previous period, and the change in percent (one decimal). */
export type DashboardFigure = { current: number; previous: number; change: number };

/** A stat card: what the period added (with its change) and the running total it adds to. */
export type DashboardCard = DashboardFigure & { total: number };

/** What the dashboard shows of a lead (§7 "Dashboard"): no contact details. */
export const DASHBOARD_LEAD_FIELDS = ['id', 'name', 'interest', 'budget', 'leadType', 'createdAt'] as const satisfies readonly (keyof Lead)[];
export type DashboardLead = Pick<Lead, (typeof DASHBOARD_LEAD_FIELDS)[number]>;

export const DASHBOARD_PROPERTY_FIELDS = ['id', 'title', 'location', 'propertyType', 'price', 'viewsCount', 'status', 'bedrooms', 'createdAt'] as const satisfies readonly (keyof Property)[];
export type DashboardProperty = Pick<Property, (typeof DASHBOARD_PROPERTY_FIELDS)[number]>;

export type DashboardNeighbourhood = { location: string; views: number; listings: number };

export type Dashboard = {
  period: DashboardPeriod;
  range: DayRange;
  previousRange: DayRange;
  cards: {
    /** Active properties listed in the period; total = active properties now. */
    properties: DashboardCard;
    /** Leads received in the period; total = every lead. */
    leads: DashboardCard;
    /** Active brokers added in the period; total = active brokers now. */
    agents: DashboardCard;
    /** Asking prices of the active properties listed in the period; total = the active portfolio's value. */
    portfolioValue: DashboardCard;
  };
  leadsByType: { acheteur: number; vendeur: number };
  website: { visitors: DashboardFigure; pageViews: DashboardFigure; conversionRate: number };
  latestLeads: DashboardLead[];
  latestProperties: DashboardProperty[];
  popularNeighbourhoods: DashboardNeighbourhood[];
};

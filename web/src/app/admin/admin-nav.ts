import {
  BarChart3,
  Building,
  CalendarCheck,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from '../../components/icons';
import { frAdmin } from '../../i18n/fr-admin';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon };

/** Spec §2 'Admin sidebar': these ten entries, in this order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin', label: frAdmin.nav.dashboard, icon: LayoutDashboard },
  { to: '/admin/properties', label: frAdmin.nav.properties, icon: Building },
  { to: '/admin/agents', label: frAdmin.nav.agents, icon: Users },
  { to: '/admin/leads', label: frAdmin.nav.leads, icon: UserRound },
  { to: '/admin/appointments', label: frAdmin.nav.appointments, icon: CalendarCheck },
  { to: '/admin/subscribers', label: frAdmin.nav.subscribers, icon: Mail },
  { to: '/admin/blog', label: frAdmin.nav.blog, icon: Newspaper },
  { to: '/admin/testimonials', label: frAdmin.nav.testimonials, icon: MessageSquareQuote },
  { to: '/admin/analytics', label: frAdmin.nav.analytics, icon: BarChart3 },
  { to: '/admin/settings', label: frAdmin.nav.settings, icon: Settings },
];

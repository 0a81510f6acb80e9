import { Building, Heart, House, Mail, Newspaper, ShieldCheck, Sparkles, Users, type LucideIcon } from './icons';
import { fr } from '../i18n/fr';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Spec §2 "Side menu": these entries, in this order. */
export const publicNavItems: readonly NavItem[] = [
  { to: '/', label: fr.nav.home, icon: House },
  { to: '/listings', label: fr.nav.listings, icon: Building },
  { to: '/agents', label: fr.nav.agents, icon: Users },
  { to: '/blog', label: fr.nav.blog, icon: Newspaper },
  { to: '/search', label: fr.nav.search, icon: Sparkles },
  { to: '/favorites', label: fr.nav.favorites, icon: Heart },
  { to: '/contact', label: fr.nav.contact, icon: Mail },
];

export const adminNavItem: NavItem = { to: '/admin', label: fr.nav.admin, icon: ShieldCheck };

import { NavLink } from 'react-router';
import { frSubscribers } from '../i18n/fr';

const t = frSubscribers.sections;
const SECTIONS = [
  { to: '/admin/subscribers', name: t.subscribers, end: true },
  // Not `end`: a campaign's own page is still in 'Campagnes'.
  { to: '/admin/subscribers/campaigns', name: t.campaigns, end: false },
  { to: '/admin/subscribers/alerts', name: t.alerts, end: true },
] as const;

/**
 * 'Abonnés' | 'Campagnes' | 'Alertes': screens with their own addresses, so links (a navigation, aria-current on the
 * open one) rather than ARIA tabs; drawn like the settings' tabs.
 */
export function NewsletterSections() {
  return (
    <nav aria-label={t.label} className="mt-6 border-b border-navy-200">
      <ul className="flex gap-1">
        {SECTIONS.map(({ to, name, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `-mb-px block border-b-2 px-4 py-2.5 font-semibold whitespace-nowrap transition-colors ${isActive ? 'border-gold-600 text-navy-900' : 'border-transparent text-navy-700 hover:text-navy-900'}`
              }
            >
              {name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

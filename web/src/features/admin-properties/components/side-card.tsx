import { CalendarCheck, Mail, Phone } from '../../../components/icons';
import { useId } from 'react';
import { statusLabel, typeLabel } from '../../../../../shared/properties/labels';
import { areaInSqft, pricePerSqft } from '../../../../../shared/properties/rules';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatNumber, formatPrice } from '../../../lib/format';
import type { AdminPropertyDetail } from '../api/admin-property-types';
import { frAdminProperties } from '../i18n/fr';
import { contactHref, primaryAgent } from '../lib/contact-links';

const t = frAdminProperties.detail.side;

/** Price, ID, type, area, price per sq ft, views, active status and how to reach the primary broker. */
export function SideCard({ property }: { property: AdminPropertyDetail }) {
  const titleId = useId();
  const area = areaInSqft(property);
  const perSqft = pricePerSqft(property.price, area);
  const agent = primaryAgent(property.agents);
  const contact = contactHref(agent, property.title);
  const rows: Array<[string, string]> = [
    [t.id, property.id],
    [t.type, typeLabel(property.propertyType)],
    [t.area, area > 0 ? frAdminProperties.detail.areaValue(formatNumber(area)) : '—'],
    [t.perSqft, perSqft > 0 ? t.perSqftValue(formatPrice(perSqft)) : '—'],
    [t.views, formatNumber(property.viewsCount)],
    [t.listingStatus, property.status === 'disponible' ? t.active : statusLabel(property.status)],
    [t.status, property.isActive ? t.active : t.inactive],
  ];

  return (
    <section aria-labelledby={titleId} className="dark-surface rounded-2xl bg-navy-900 p-6 text-white shadow-md">
      <h2 id={titleId} className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
        {t.title}
      </h2>
      <p className="mt-2 text-3xl font-bold sm:text-4xl">{formatPrice(property.price)}</p>
      <dl className="mt-5 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-navy-200">{label}</dt>
            <dd className="min-w-0 text-right font-semibold break-all">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 space-y-3 border-t border-navy-700 pt-5">
        {agent ? (
          <p className="text-sm text-navy-200">
            {t.primaryAgent} : <span className="font-semibold text-white">{agent.name}</span>
          </p>
        ) : (
          <p className="text-sm text-navy-200">{t.noAgent}</p>
        )}
        {contact ? (
          <a href={contact} className={buttonClass({ variant: 'gold', size: 'md', block: true })}>
            {contact.startsWith('mailto:') ? <Mail aria-hidden="true" className="size-5" /> : <Phone aria-hidden="true" className="size-5" />}
            {t.contact}
          </a>
        ) : (
          agent && <p className="text-sm text-navy-200">{t.noContact}</p>
        )}
        {agent?.calendlyUrl ? (
          <a
            href={agent.calendlyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'gold-outline', size: 'md', block: true })}
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t.schedule}
            <span className="sr-only"> {t.newTab}</span>
          </a>
        ) : (
          agent && <p className="text-sm text-navy-200">{t.noSchedule}</p>
        )}
      </div>
    </section>
  );
}

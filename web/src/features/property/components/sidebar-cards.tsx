import { CalendarCheck, Mail, MessageSquare, Phone } from '../../../components/icons';
import { useId, useState } from 'react';
import { formatListingPrice, formatNumber, formatPrice } from '../../../../../shared/format';
import type { PropertyAgent, PropertyDetail } from '../../../../../shared/properties/api';
import { statusLabel, typeLabel } from '../../../../../shared/properties/labels';
import { pricePerSqft } from '../../../../../shared/properties/rules';
import { frProperty } from '../i18n/fr';
import { BrokerMention } from '../../../components/broker-mention';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { DetailCard } from './detail-card';
import { initials, telHref } from '../../../lib/contact-links';
import { trackEvent } from '../../../lib/tracking';

const cardClass = 'rounded-2xl border border-navy-100 bg-white p-6 shadow-sm';

type Derived = { areaSqft: number };

export function PriceCard({ property, areaSqft }: { property: PropertyDetail } & Derived) {
  const titleId = useId();
  const rent = property.transactionType === 'rent';
  // A price per square foot compares sales; a monthly rent's would mislead.
  const perSqft = rent ? 0 : pricePerSqft(property.price, areaSqft);
  return (
    <section aria-labelledby={titleId} className="dark-surface rounded-2xl bg-navy-900 p-6 text-white shadow-md">
      <h2 id={titleId} className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
        {rent ? frProperty.price.rentTitle : frProperty.price.title}
      </h2>
      <p className="mt-2 text-4xl font-bold">{formatListingPrice(property.price, property.transactionType)}</p>
      <dl className="mt-5 space-y-2 text-sm">
        {perSqft > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-navy-200">{frProperty.price.perSqft}</dt>
            <dd className="font-semibold">{frProperty.perSqft(formatPrice(perSqft))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-navy-200">{frProperty.price.type}</dt>
          <dd className="font-semibold">{typeLabel(property.propertyType)}</dd>
        </div>
        {property.yearBuilt !== undefined && (
          <div className="flex justify-between gap-4">
            <dt className="text-navy-200">{frProperty.price.yearBuilt}</dt>
            <dd className="font-semibold">{property.yearBuilt}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

type AgentCardProps = { agent: PropertyAgent; propertyId: string; onBookVisit: () => void; onBookIntent: () => void };

export function AgentCard({ agent, propertyId, onBookVisit, onBookIntent }: AgentCardProps) {
  const titleId = useId();
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = agent.imageUrl && !photoFailed;
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-sm font-semibold tracking-widest text-gold-700 uppercase">
        {frProperty.agent.title}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {showPhoto ? (
          <img
            src={agent.imageUrl}
            alt={agent.name}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            onError={() => setPhotoFailed(true)}
            className="size-20 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-navy-900 text-2xl font-bold text-gold-300"
          >
            {initials(agent.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-bold">{agent.name}</p>
          <BrokerMention agent={agent} className="text-sm font-semibold text-navy-800" />
          {agent.title && <p className="text-slate-600">{agent.title}</p>}
          {agent.agencyName && <p className="text-sm text-slate-600">{agent.agencyName}</p>}
        </div>
      </div>
      <ul className="mt-5 space-y-2">
        {agent.phone && (
          <li>
            <a
              href={telHref(agent.phone)}
              onClick={() => trackEvent('agent_contact', { agentId: agent.id, propertyId, eventData: { channel: 'phone' } })}
              aria-label={frProperty.agent.call(agent.name, agent.phone)}
              className="flex items-center gap-3 rounded-md font-medium text-navy-800 hover:text-navy-600 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 text-gold-700" />
              {agent.phone}
            </a>
          </li>
        )}
        <li>
          <a
            href={`mailto:${agent.email}`}
            onClick={() => trackEvent('agent_contact', { agentId: agent.id, propertyId, eventData: { channel: 'email' } })}
            aria-label={`${frProperty.agent.email(agent.name)} : ${agent.email}`}
            className="flex items-center gap-3 rounded-md font-medium break-all text-navy-800 hover:text-navy-600 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
            {agent.email}
          </a>
        </li>
      </ul>
      <Button
        variant="gold"
        block
        className="mt-6"
        aria-haspopup="dialog"
        onClick={onBookVisit}
        onPointerEnter={onBookIntent}
        onFocus={onBookIntent}
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {frProperty.agent.bookVisit}
      </Button>
      {/* The contact form names this property in the message it sends. */}
      <ButtonLink to={`/contact?propriete=${encodeURIComponent(propertyId)}`} variant="subtle" block className="mt-3">
        <MessageSquare aria-hidden="true" className="size-5" />
        {frProperty.agent.ask}
      </ButtonLink>
    </section>
  );
}

export function QuickInfoCard({ property, areaSqft }: { property: PropertyDetail } & Derived) {
  const t = frProperty.quickInfo;
  const orUnknown = (value: string | undefined) => value ?? frProperty.notSpecified;
  const count = (value: number | undefined) => (value === undefined ? frProperty.notSpecified : formatNumber(value));
  return (
    <DetailCard
      title={t.title}
      columns={1}
      items={[
        { label: t.type, value: typeLabel(property.propertyType) },
        { label: t.surface, value: areaSqft > 0 ? frProperty.area(formatNumber(areaSqft)) : frProperty.notSpecified },
        // A build year only when the listing gives one (a fact is shown only when known).
        ...(property.yearBuilt === undefined ? [] : [{ label: t.yearBuilt, value: String(property.yearBuilt) }]),
        { label: t.status, value: statusLabel(property.status) },
        {
          label: t.daysOnMarket,
          value: property.daysOnMarket === undefined ? frProperty.notSpecified : frProperty.days(formatNumber(property.daysOnMarket)),
        },
        { label: t.mls, value: orUnknown(property.mlsNumber) },
        { label: t.views, value: formatNumber(property.viewsCount) },
        { label: t.garage, value: count(property.garageSpaces) },
        { label: t.floors, value: count(property.totalFloors) },
        {
          label: t.fireplace,
          value: property.fireplacePresent === undefined ? frProperty.notSpecified : property.fireplacePresent ? frProperty.yes : frProperty.no,
        },
        { label: t.basement, value: orUnknown(property.basementType) },
      ]}
    />
  );
}

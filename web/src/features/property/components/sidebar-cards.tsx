import { CalendarCheck, Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { formatNumber, formatPrice } from '../../../../../shared/format';
import type { PropertyAgent, PropertyDetail } from '../../../../../shared/properties/api';
import { statusLabel, typeLabel } from '../../../../../shared/properties/labels';
import { pricePerSqft } from '../../../../../shared/properties/rules';
import { fr } from '../../../i18n/fr';
import { DetailCard } from './detail-card';

const cardClass = 'rounded-2xl border border-navy-100 bg-white p-6 shadow-sm';

type Derived = { areaSqft: number; yearBuilt: number };

export function PriceCard({ property, areaSqft, yearBuilt }: { property: PropertyDetail } & Derived) {
  const titleId = useId();
  const perSqft = pricePerSqft(property.price, areaSqft);
  return (
    <section aria-labelledby={titleId} className="dark-surface rounded-2xl bg-navy-900 p-6 text-white shadow-md">
      <h2 id={titleId} className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
        {fr.property.price.title}
      </h2>
      <p className="mt-2 text-4xl font-bold">{formatPrice(property.price)}</p>
      <dl className="mt-5 space-y-2 text-sm">
        {perSqft > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-navy-200">{fr.property.price.perSqft}</dt>
            <dd className="font-semibold">{fr.property.perSqft(formatPrice(perSqft))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-navy-200">{fr.property.price.type}</dt>
          <dd className="font-semibold">{typeLabel(property.propertyType)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-navy-200">{fr.property.price.yearBuilt}</dt>
          <dd className="font-semibold">{yearBuilt}</dd>
        </div>
      </dl>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** tel: wants digits only; North American numbers get their country code. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : phone.trim().startsWith('+') ? `+${digits}` : digits}`;
}

type BrokerCardProps = { broker: PropertyAgent; onBookVisit: () => void; onBookIntent: () => void };

export function BrokerCard({ broker, onBookVisit, onBookIntent }: BrokerCardProps) {
  const titleId = useId();
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = broker.imageUrl && !photoFailed;
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-sm font-semibold tracking-widest text-gold-700 uppercase">
        {fr.property.broker.title}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {showPhoto ? (
          <img
            src={broker.imageUrl}
            alt={broker.name}
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
            {initials(broker.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-bold">{broker.name}</p>
          {broker.title && <p className="text-slate-600">{broker.title}</p>}
          {broker.agencyName && <p className="text-sm text-slate-600">{broker.agencyName}</p>}
        </div>
      </div>
      <ul className="mt-5 space-y-2">
        {broker.phone && (
          <li>
            <a
              href={telHref(broker.phone)}
              aria-label={fr.property.broker.call(broker.name, broker.phone)}
              className="flex items-center gap-3 rounded-md font-medium text-navy-800 hover:text-navy-600 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 text-gold-700" />
              {broker.phone}
            </a>
          </li>
        )}
        <li>
          <a
            href={`mailto:${broker.email}`}
            aria-label={`${fr.property.broker.email(broker.name)} : ${broker.email}`}
            className="flex items-center gap-3 rounded-md font-medium break-all text-navy-800 hover:text-navy-600 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
            {broker.email}
          </a>
        </li>
      </ul>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onBookVisit}
        onPointerEnter={onBookIntent}
        onFocus={onBookIntent}
        className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg bg-gold-400 px-5 py-3 font-semibold text-navy-950 transition-colors hover:bg-gold-300"
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {fr.property.broker.bookVisit}
      </button>
    </section>
  );
}

export function QuickInfoCard({ property, areaSqft, yearBuilt }: { property: PropertyDetail } & Derived) {
  const t = fr.property.quickInfo;
  const orUnknown = (value: string | undefined) => value ?? fr.property.notSpecified;
  const count = (value: number | undefined) => (value === undefined ? fr.property.notSpecified : formatNumber(value));
  return (
    <DetailCard
      title={t.title}
      columns={1}
      items={[
        { label: t.type, value: typeLabel(property.propertyType) },
        { label: t.surface, value: areaSqft > 0 ? fr.property.area(formatNumber(areaSqft)) : fr.property.notSpecified },
        { label: t.yearBuilt, value: yearBuilt },
        { label: t.status, value: statusLabel(property.status) },
        {
          label: t.daysOnMarket,
          value: property.daysOnMarket === undefined ? fr.property.notSpecified : fr.property.days(formatNumber(property.daysOnMarket)),
        },
        { label: t.mls, value: orUnknown(property.mlsNumber) },
        { label: t.views, value: formatNumber(property.viewsCount) },
        { label: t.garage, value: count(property.garageSpaces) },
        { label: t.floors, value: count(property.totalFloors) },
        {
          label: t.fireplace,
          value: property.fireplacePresent === undefined ? fr.property.notSpecified : property.fireplacePresent ? fr.property.yes : fr.property.no,
        },
        { label: t.basement, value: orUnknown(property.basementType) },
      ]}
    />
  );
}

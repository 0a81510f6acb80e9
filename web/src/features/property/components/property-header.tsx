import { Bath, BedDouble, Car, DoorOpen, Hash, MapPin, Ruler, type LucideIcon } from '../../../components/icons';
import type { ReactNode } from 'react';
import { formatDecimal, formatNumber } from '../../../../../shared/format';
import { SALE_CONTEXT_LABELS, statusLabel } from '../../../../../shared/properties/labels';
import type { SaleContext } from '../../../../../shared/properties/schema';
import { frProperty } from '../i18n/fr';

type Fact = { icon: LucideIcon; label: string; value: string };

type PropertyHeaderProps = {
  title: string;
  status: string;
  /** A repossession or an estate: said beside the status (an ordinary sale says nothing). */
  saleContext?: SaleContext;
  /** Its price was lowered in the last 14 days (the server says so only then). */
  priceReduced?: boolean;
  location: string;
  mlsNumber?: string;
  bedrooms: number;
  bathrooms: number;
  /** Parking spaces, when the listing says (a fact is shown only when known). */
  parking?: number;
  areaSqft: number;
  roomsCount?: number;
  /** Like and share buttons. */
  actions: ReactNode;
};

export function PropertyHeader(props: PropertyHeaderProps) {
  const facts: Fact[] = [
    { icon: BedDouble, label: frProperty.header.bedrooms, value: formatNumber(props.bedrooms) },
    // Bathrooms can be halves (3.5): fr-CA shows "3,5".
    { icon: Bath, label: frProperty.header.bathrooms, value: formatDecimal(props.bathrooms, 3) },
    ...(props.parking === undefined ? [] : [{ icon: Car, label: frProperty.header.parking, value: formatNumber(props.parking) }]),
    {
      icon: Ruler,
      label: frProperty.header.area,
      value: props.areaSqft > 0 ? frProperty.area(formatNumber(props.areaSqft)) : frProperty.notSpecified,
    },
    {
      icon: DoorOpen,
      label: frProperty.header.rooms,
      value: props.roomsCount === undefined ? frProperty.notSpecified : formatNumber(props.roomsCount),
    },
  ];

  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap gap-2">
            <span>
              <span className="sr-only">{frProperty.header.statusLabel} : </span>
              <span className="inline-block rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
                {statusLabel(props.status)}
              </span>
            </span>
            {props.saleContext && (
              <span className="inline-block rounded-full bg-navy-900 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">{SALE_CONTEXT_LABELS[props.saleContext]}</span>
            )}
            {props.priceReduced && (
              <span className="inline-block rounded-full bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">{frProperty.priceReduced}</span>
            )}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{props.title}</h1>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-gold-700" />
              {props.location}
            </span>
            {props.mlsNumber && (
              <span className="inline-flex items-center gap-1.5">
                <Hash aria-hidden="true" className="size-4 text-gold-700" />
                {frProperty.header.mls(props.mlsNumber)}
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">{props.actions}</div>
      </div>
      <dl aria-label={frProperty.header.factsLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
        {facts.map(({ icon: Icon, label, value }) => (
          // dt stays first for assistive technologies; CSS order shows the value (with its icon) above it.
          <div key={label} className="flex flex-col items-center rounded-xl border border-navy-100 bg-navy-50 px-2 py-3 text-center">
            <dt className="order-2 text-sm text-slate-600">{label}</dt>
            <dd className="order-1 flex flex-col items-center gap-1 text-lg font-semibold">
              <Icon aria-hidden="true" className="size-5 text-navy-700" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

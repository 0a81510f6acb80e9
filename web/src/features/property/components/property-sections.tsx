import { Bike, Bus, Check, Footprints, Sparkles, type LucideIcon } from '../../../components/icons';
import { useId } from 'react';
import { brokerageDay } from '../../../../../shared/calendar';
import { formatDay, formatDecimal, formatListingPrice, formatPrice } from '../../../../../shared/format';
import type { PropertyDetail } from '../../../../../shared/properties/api';
import { frProperty } from '../i18n/fr';
import { DetailCard } from './detail-card';

const cardClass = 'rounded-2xl border border-navy-100 bg-white p-6 shadow-sm';
const orUnknown = (value: string | number | undefined) => (value === undefined || value === '' ? frProperty.notSpecified : value);
const money = (amount: number | undefined, per?: (amount: string) => string) =>
  amount === undefined ? frProperty.notSpecified : per ? per(formatPrice(amount)) : formatPrice(amount);

export function DescriptionSection({ description }: { description: string }) {
  const titleId = useId();
  if (!description.trim()) return null;
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-xl font-bold">
        {frProperty.description}
      </h2>
      {/* Descriptions come as plain text with line breaks, never as HTML. */}
      <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-700">{description}</p>
    </section>
  );
}

/** What the listing says the home has (features and ticked amenities): nothing when it says nothing. */
export function FeaturesSection({ property }: { property: PropertyDetail }) {
  const featuresId = useId();
  const amenitiesId = useId();
  const features = property.features ?? [];
  const amenities = property.amenities ?? [];
  if (features.length === 0 && amenities.length === 0) return null;
  return (
    <div className={`${cardClass} grid gap-8 md:grid-cols-2`}>
      {features.length > 0 && (
        <section aria-labelledby={featuresId}>
          <h2 id={featuresId} className="text-xl font-bold">
            {frProperty.features}
          </h2>
          <ul className="mt-4 space-y-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      )}
      {amenities.length > 0 && (
        <section aria-labelledby={amenitiesId}>
          <h2 id={amenitiesId} className="text-xl font-bold">
            {frProperty.amenities}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2">
            {amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-2 rounded-lg bg-navy-50 px-3 py-2 text-sm">
                <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                {amenity}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function EnergySection({ property }: { property: PropertyDetail }) {
  const t = frProperty.energy;
  return (
    <DetailCard
      title={t.title}
      items={[
        { label: t.dpeClass, value: orUnknown(property.dpeEnergyClass) },
        { label: t.gesClass, value: orUnknown(property.dpeGesClass) },
        {
          label: t.carbonFootprint,
          value: property.carbonFootprint === undefined ? frProperty.notSpecified : t.carbonUnit(formatDecimal(property.carbonFootprint, 3)),
        },
        { label: t.heatingType, value: orUnknown(property.heatingType) },
        { label: t.heatingFuel, value: orUnknown(property.heatingFuel) },
        { label: t.airConditioning, value: orUnknown(property.airConditioning) },
      ]}
    />
  );
}

export function FinancialSection({ property }: { property: PropertyDetail }) {
  const t = frProperty.financial;
  return (
    <DetailCard
      title={t.title}
      items={[
        { label: t.taxes, value: money(property.propertyTaxesAnnual, t.perYear) },
        { label: t.condoFees, value: money(property.hoaFees, t.perMonth) },
        { label: t.maintenance, value: money(property.maintenanceFees, t.perYear) },
        { label: t.insurance, value: money(property.insuranceAnnual, t.perYear) },
        { label: t.closingCosts, value: money(property.closingCostsEstimate) },
      ]}
    />
  );
}

function ScoreMeter({ icon: Icon, label, score }: { icon: LucideIcon; label: string; score: number }) {
  const labelId = useId();
  return (
    <li>
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="flex items-center gap-2 font-medium">
          <Icon aria-hidden="true" className="size-4 text-navy-700" />
          {label}
        </span>
        <span className="font-semibold">{frProperty.scores.outOf100(score)}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={frProperty.scores.outOf100(score)}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-navy-100"
      >
        <div className="h-full rounded-full bg-navy-700" style={{ width: `${score}%` }} />
      </div>
    </li>
  );
}

export function ScoresSection({ property }: { property: PropertyDetail }) {
  const titleId = useId();
  type Score = { icon: LucideIcon; label: string; score: number | undefined };
  const all: Score[] = [
    { icon: Footprints, label: frProperty.scores.walk, score: property.walkScore },
    { icon: Bus, label: frProperty.scores.transit, score: property.transitScore },
    { icon: Bike, label: frProperty.scores.bike, score: property.bikeScore },
  ];
  const scores = all.filter((s): s is Score & { score: number } => s.score !== undefined);
  if (scores.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-xl font-bold">
        {frProperty.scores.title}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-3">
        {scores.map((s) => (
          <ScoreMeter key={s.label} {...s} />
        ))}
      </ul>
    </section>
  );
}

/**
 * « Historique des prix »: the listing's dated prices (issue 28 item 5), newest first, with each change; shown once
 * the price has changed (a single price is the price card's).
 */
export function PriceHistorySection({ property }: { property: PropertyDetail }) {
  const titleId = useId();
  const t = frProperty.priceHistory;
  const history = property.priceHistory;
  if (history.length < 2) return null;
  const rows = history.map((entry, index) => ({ ...entry, previous: history[index - 1]?.price })).reverse();
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-xl font-bold">
        {t.title}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 font-semibold">{t.date}</th>
            <th scope="col" className="py-2 font-semibold">{t.price}</th>
            <th scope="col" className="py-2 font-semibold">{t.change}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {rows.map((row) => (
            <tr key={row.at}>
              <td className="py-2">
                <time dateTime={row.at}>{formatDay(brokerageDay(row.at))}</time>
              </td>
              <td className="py-2 font-semibold">{formatListingPrice(row.price, property.transactionType)}</td>
              <td className="py-2">{row.previous === undefined ? t.listed : t.changed(row.price - row.previous, formatPrice(Math.abs(row.price - row.previous)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { Bath, BedDouble, Eye, MapPin, Ruler, Star } from '../../../components/icons';
import { Link } from 'react-router';
import { typeLabel } from '../../../../../shared/properties/labels';
import { areaInSqft } from '../../../../../shared/properties/rules';
import { formatNumber, formatPrice } from '../../../lib/format';
import { PLACEHOLDER_IMAGE } from '../../../lib/image-fallback';
import { photoAttributes, showPlaceholder } from '../lib/photo-attributes';
import type { AdminPropertyListItem } from '../api/admin-property-types';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.list;
const bathroomCount = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });

type Props = {
  property: AdminPropertyListItem;
  layout: 'grid' | 'list';
  onToggleFeatured: (property: AdminPropertyListItem) => void;
  toggling: boolean;
};

/** One property of the admin list: the title link covers the card; the star sits above it. */
export function AdminPropertyCard({ property, layout, onToggleFeatured, toggling }: Props) {
  const isList = layout === 'list';
  const area = areaInSqft(property);
  const photo = property.imageUrl ?? property.photosUrls[0] ?? PLACEHOLDER_IMAGE;

  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow focus-within:shadow-lg hover:shadow-lg ${
        isList ? 'flex-col sm:flex-row' : 'flex-col'
      } ${property.isActive ? '' : 'opacity-90'}`}
    >
      <div className={`relative shrink-0 overflow-hidden bg-navy-100 ${isList ? 'sm:w-64' : ''}`}>
        <img
          {...photoAttributes(photo, isList ? '(min-width: 640px) 256px, 100vw' : '(min-width: 1536px) 33vw, (min-width: 640px) 50vw, 100vw')}
          alt={property.title}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          onError={showPlaceholder}
          className={`aspect-[3/2] h-auto w-full object-cover ${isList ? 'sm:h-full' : ''}`}
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide shadow ${
              property.isActive ? 'bg-emerald-700 text-white' : 'bg-slate-700 text-white'
            }`}
          >
            {property.isActive ? t.active : t.inactive}
          </span>
          {property.isFeatured && <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 shadow">{t.featured}</span>}
          {property.latitude === undefined && <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 shadow">{t.unlocated}</span>}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xl font-bold text-navy-900">{formatPrice(property.price)}</p>
          <button
            type="button"
            onClick={() => onToggleFeatured(property)}
            disabled={toggling}
            aria-pressed={property.isFeatured}
            aria-label={property.isFeatured ? t.unfeature(property.title) : t.feature(property.title)}
            title={property.isFeatured ? t.unfeatureShort : t.featureShort}
            className="relative z-10 -m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gold-700 transition-colors hover:bg-gold-100 disabled:cursor-wait disabled:opacity-60"
          >
            <Star aria-hidden="true" className={`size-6 ${property.isFeatured ? 'fill-gold-400' : ''}`} />
          </button>
        </div>
        <h2 className="text-lg leading-snug font-semibold break-words text-navy-900">
          <Link to={`/admin/properties/${property.id}`} className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline">
            {property.title}
          </Link>
        </h2>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
          {property.location}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-2 border-t border-navy-100 pt-3 text-sm text-navy-800">
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden="true" className="size-4 text-navy-600" />
            {property.bedrooms} <span className="sr-only">{t.bedrooms(property.bedrooms)}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <Bath aria-hidden="true" className="size-4 text-navy-600" />
            {bathroomCount.format(property.bathrooms)} <span className="sr-only">{t.bathrooms(property.bathrooms)}</span>
          </li>
          {area > 0 && (
            <li className="flex items-center gap-1.5">
              <Ruler aria-hidden="true" className="size-4 text-navy-600" />
              {frAdminProperties.detail.areaValue(formatNumber(area))}
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4 text-navy-600" />
            {t.views(formatNumber(property.viewsCount))}
          </li>
          <li>{typeLabel(property.propertyType)}</li>
        </ul>
      </div>
    </article>
  );
}

export function AdminPropertyCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-navy-100 motion-reduce:animate-none">
      <div className="aspect-[3/2] bg-navy-100" />
      <div className="space-y-3 p-5">
        <div className="h-6 w-1/2 rounded bg-navy-100" />
        <div className="h-5 w-3/4 rounded bg-navy-100" />
        <div className="h-4 w-2/3 rounded bg-navy-100" />
      </div>
    </div>
  );
}

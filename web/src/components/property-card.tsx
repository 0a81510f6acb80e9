import { Bath, BedDouble, Building2, MapPin, Ruler, type LucideIcon } from './icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PropertyCard as PropertyCardData } from '../../../shared/properties/api';
import { srcSetOf } from '../../../shared/media/renditions';
import { typeLabel } from '../../../shared/properties/labels';
import { areaInSqft, cardBadge } from '../../../shared/properties/rules';
import { frComponents } from '../i18n/fr-components';
import { PLACEHOLDER_IMAGE, useImageFallback } from '../lib/image-fallback';
import { agencyMention, useSiteIdentity } from '../lib/site-info';
import { formatAreaK, formatDecimal, formatListingPrice, formatNumber } from '../lib/format';
import { usePreloadedImage } from './page-title';

/** Property photos are stored at 1200x800; the attributes reserve their box before they load. */
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 800;
// Half bathrooms exist (1,5): the shared integer formatter would round them away.

type PropertyCardProps = {
  property: PropertyCardData;
  /** Home cards abbreviate the area in thousands ("1,3k pi²"); listing cards show it in full. */
  variant: 'home' | 'listing';
  /** Listing page only: a horizontal card for the list view. */
  layout?: 'grid' | 'list';
  /** The first card of a page is its largest paint: load it at once, with high priority. */
  priority?: boolean;
  /** Where the page has content above its first card, the screens (a media query) on which that card is still in the first view: its photo is preloaded there only. */
  priorityMedia?: string;
};

/**
 * One card for every property list of the public site. The title link is stretched over the
 * whole card, so the card is one click target and screen readers still hear a short link name.
 */
export function PropertyCard({ property, variant, layout = 'grid', priority = false, priorityMedia }: PropertyCardProps) {
  const area = areaInSqft(property);
  const areaText = area > 0 ? `${variant === 'home' ? formatAreaK(area) : formatNumber(area)} ${frComponents.propertyCard.areaUnit}` : null;
  const isList = layout === 'list';
  const agency = agencyMention(useSiteIdentity());

  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow focus-within:shadow-lg hover:shadow-lg ${
        isList ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative shrink-0 overflow-hidden bg-navy-100 ${isList ? 'sm:w-72 lg:w-80' : ''}`}>
        <PropertyPhoto src={property.imageUrl} alt={property.title} className={isList ? 'sm:h-full' : ''} priority={priority} priorityMedia={priorityMedia} sizes={isList ? LIST_SIZES : GRID_SIZES} />
        <span className="absolute top-3 left-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 shadow">{cardBadge(property)}</span>
          {property.priceDrop && <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white shadow">{frComponents.propertyCard.priceReduced}</span>}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-2xl font-bold text-navy-900">
          {formatListingPrice(property.price, property.transactionType)}
          {property.priceDrop && (
            <span className="ml-2 text-sm font-medium text-slate-600 line-through">
              <span className="sr-only">{frComponents.propertyCard.previousPrice(formatListingPrice(property.priceDrop.from, property.transactionType))}</span>
              <span aria-hidden="true">{formatListingPrice(property.priceDrop.from, property.transactionType)}</span>
            </span>
          )}
        </p>
        <h3 className="text-lg leading-snug font-semibold text-navy-900">
          <Link
            to={`/property/${property.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {property.title}
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
          {property.location}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-2 border-t border-navy-100 pt-3 text-sm text-navy-800">
          <Fact icon={BedDouble}>
            {property.bedrooms} <span className="sr-only">{frComponents.propertyCard.bedrooms(property.bedrooms)}</span>
          </Fact>
          <Fact icon={Bath}>
            {formatDecimal(property.bathrooms)} <span className="sr-only">{frComponents.propertyCard.bathrooms(property.bathrooms)}</span>
          </Fact>
          {areaText && (
            <Fact icon={Ruler}>
              <span className="sr-only">{frComponents.propertyCard.areaLabel} </span>
              {areaText}
            </Fact>
          )}
          <Fact icon={Building2}>
            <span className="sr-only">{frComponents.propertyCard.typeLabel} </span>
            {typeLabel(property.propertyType)}
          </Fact>
        </ul>
        {/* The agency's OACIQ mention, in small print as the portals put the listing brokerage (issue 26). */}
        {agency && <p className="mt-2 text-xs text-slate-600">{agency}</p>}
      </div>
    </article>
  );
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 text-navy-500" />
      <span>{children}</span>
    </li>
  );
}

/** Photo (lazy unless it is the page's first) that swaps to the placeholder once when broken. */
/** Rendered card photo widths: a third, half or all of the viewport in the grid; a fixed column in the list. */
const GRID_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const LIST_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 288px, 100vw';

function PropertyPhoto({ src, alt, className, priority, priorityMedia, sizes }: { src: string | undefined; alt: string; className: string; priority: boolean; priorityMedia?: string; sizes: string }) {
  const { broken, ref, onError } = useImageFallback();
  // Pipeline photos come in 160/480/960/1600 px WebP: the browser picks one; other URLs (seed, external) stay as they are.
  const srcSet = !src || broken ? undefined : srcSetOf(src);
  usePreloadedImage(priority && src && !broken ? { src, srcSet, sizes: srcSet ? sizes : undefined, media: priorityMedia } : undefined);
  return (
    <img
      src={!src || broken ? PLACEHOLDER_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      // Where it is in the first view only on some screens, the preload asks for it there with a high priority.
      fetchPriority={priority && !priorityMedia ? 'high' : 'auto'}
      decoding="async"
      ref={ref}
      onError={onError}
      className={`aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none ${className}`}
    />
  );
}

/** Same footprint as a grid card, so the grid does not jump when the data arrives. */
export function PropertyCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  const isList = layout === 'list';
  return (
    <div
      aria-hidden="true"
      className={`flex h-full animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-navy-100 motion-reduce:animate-none ${
        isList ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div className={`aspect-[3/2] w-full shrink-0 bg-navy-100 ${isList ? 'sm:aspect-auto sm:h-auto sm:w-72 lg:w-80' : ''}`} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-8 w-40 rounded bg-navy-100" />
        <div className="h-6 w-3/4 rounded bg-navy-100" />
        <div className="h-5 w-1/2 rounded bg-navy-100" />
        <div className="mt-auto h-9 border-t border-navy-100 pt-3">
          <div className="h-5 w-full rounded bg-navy-50" />
        </div>
      </div>
    </div>
  );
}

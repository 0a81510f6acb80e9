import { X } from '../../../components/icons';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { MapListing } from '../../../../../shared/properties/api';
import { typeLabel } from '../../../../../shared/properties/labels';
import { formatDecimal, formatListingPrice, formatNumber } from '../../../lib/format';
import { PLACEHOLDER_IMAGE } from '../../../lib/image-fallback';
import { frMapSearch } from '../i18n/fr';
import { shortPrice } from '../lib/markers';

/** Hover and focus of a marker or a list item: the page highlights its counterpart. */
export type Highlight = { onActivate: () => void; onDeactivate: () => void };

const pill = (active: boolean) =>
  `relative rounded-full px-3 py-1.5 text-sm font-bold whitespace-nowrap shadow-md ring-2 transition-colors motion-reduce:transition-none ${
    active ? 'bg-gold-400 text-navy-950 ring-navy-900' : 'bg-navy-900 text-white ring-white hover:bg-navy-700'
  }`;

/** A listing's price on the map; pressing it opens its card just after it (so Tab goes from the marker into the card). */
export function ListingMarker({ listing, active, selected, placement, onSelect, onClose, highlight }: {
  listing: MapListing;
  active: boolean;
  selected: boolean;
  /** Where the card opens (lib/markers.ts cardPlacement): inside the map. */
  placement: { below: boolean; shiftX: number };
  onSelect: () => void;
  onClose: () => void;
  highlight: Highlight;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape in the card gives the focus back to the marker once the card is gone (after the render, not before it).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (selected || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [selected]);
  const close = () => {
    returnFocus.current = true;
    onClose();
  };
  return (
    <div className="relative flex flex-col items-center" onMouseEnter={highlight.onActivate} onMouseLeave={highlight.onDeactivate}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={selected}
        data-listing-id={listing.id}
        data-active={active || selected}
        onClick={selected ? onClose : onSelect}
        onFocus={highlight.onActivate}
        onBlur={highlight.onDeactivate}
        className={pill(active || selected)}
      >
        {shortPrice(listing.price, listing.transactionType)}
        <span className="sr-only">{frMapSearch.markerDetail(formatListingPrice(listing.price, listing.transactionType), listing.title)}</span>
      </button>
      <span aria-hidden="true" className={`-mt-1 size-2.5 rotate-45 ${active || selected ? 'bg-gold-400' : 'bg-navy-900'}`} />
      {selected && <MapListingCard listing={listing} placement={placement} onClose={close} />}
    </div>
  );
}

/** Listings too close to tell apart at this zoom: their count; pressing it zooms in on them. */
export function GroupMarker({ count, label, active, onZoom, highlight }: { count: number; label: string; active: boolean; onZoom: () => void; highlight?: Highlight }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-active={active}
      onClick={onZoom}
      onMouseEnter={highlight?.onActivate}
      onMouseLeave={highlight?.onDeactivate}
      onFocus={highlight?.onActivate}
      onBlur={highlight?.onDeactivate}
      className={`mb-1 inline-flex min-w-11 items-center justify-center rounded-full px-2 py-2 text-sm font-bold shadow-md ring-4 transition-colors motion-reduce:transition-none ${
        active ? 'bg-gold-400 text-navy-950 ring-navy-900/40' : 'bg-gold-700 text-white ring-gold-400/50 hover:bg-gold-800'
      }`}
    >
      {formatNumber(count)}
    </button>
  );
}

/** The selected listing's card, above its marker (below near the map's top): photo, price, title (the link), place and rooms; Escape closes it. */
function MapListingCard({ listing, placement, onClose }: { listing: MapListing; placement: { below: boolean; shiftX: number }; onClose: () => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div
      role="group"
      aria-label={frMapSearch.cardLabel(listing.title)}
      onKeyDown={onKeyDown}
      style={{ translate: `${placement.shiftX}px 0` }}
      className={`absolute ${placement.below ? 'top-full mt-2' : 'bottom-full mb-2'} w-64 overflow-hidden rounded-xl bg-white text-left text-navy-900 shadow-xl ring-1 ring-navy-200`}
    >
      <img src={listing.imageUrl ?? PLACEHOLDER_IMAGE} alt="" width={256} height={128} className="h-32 w-full object-cover" />
      <div className="p-3">
        <p className="text-lg font-bold">{formatListingPrice(listing.price, listing.transactionType)}</p>
        <p className="mt-1 text-sm leading-snug font-semibold">
          <Link to={`/property/${listing.id}`} className="rounded-sm underline-offset-4 hover:underline">
            {listing.title}
          </Link>
        </p>
        <p className="mt-1 text-xs text-slate-600">{listing.location}</p>
        <p className="mt-1 text-xs text-slate-600">
          {typeLabel(listing.propertyType)} · {frMapSearch.rooms(listing.bedrooms, formatDecimal(listing.bathrooms))}
        </p>
      </div>
      <button type="button" aria-label={frMapSearch.closeCard} onClick={onClose} className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

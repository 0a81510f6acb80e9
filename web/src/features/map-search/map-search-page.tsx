import { RotateCcw } from '../../components/icons';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MapListing } from '../../../../shared/properties/api';
import { boxAround, project, type LatLng } from '../../../../shared/properties/geo';
import { cameraBox, MAX_ZOOM } from '../../components/map/camera';
import { LazyMapView, useMapStart } from '../../components/map/lazy-map-view';
import type { MapController, MapMarker } from '../../components/map/map-types';
import { PageTitle } from '../../components/page-title';
import { PropertyCard } from '../../components/property-card';
import { Button } from '../../components/ui/button';
import { AlertForm, alertCriteriaOf } from '../../components/alert-form';
import { hasFilters } from '../../lib/listing-filters';
import { listingFilterParams } from '../../lib/listing-search-links';
import { useElementSize } from '../../lib/use-element-size';
import { useRenderedInSteps } from '../../lib/use-rendered-in-steps';
import { useArea } from './api/get-area';
import { useMapAreas } from './api/get-areas';
import { MapFilters } from './components/map-filters';
import { GroupMarker, ListingMarker, type Highlight } from './components/map-markers';
import { useMapSearch } from './hooks/use-map-search';
import { frMapSearch } from './i18n/fr';
import { cardPlacement, listingIdsOf, markerGroups, spreadOut, type MarkerGroup } from './lib/markers';
import { areaFilters, serializeMapSearch } from './lib/map-search-url';
import type { MapArea } from './lib/areas';
import { island } from '../../islands/island';

const NONE: ReadonlySet<string> = new Set();
/** A search opened without a view (the hero, the list, a city) is shown whole, at most this close. */
const FIT_MAX_ZOOM = 13;
/** The list's cards are rendered this many per task: all in one task held a phone's main thread for 150–210 ms. */
const LIST_STEP = 4;
/** A card already in the list is not rendered again when the next ones come (or a marker is hovered). */
const ResultCard = memo(PropertyCard);

/**
 * /carte: the map and, beside it, the list of the same results in the same order (the list is the map's
 * full equivalent: every listing, its card, its link). Moving the map searches the visible area with the
 * filters; the URL holds both. Prerendered: the heading, the filters and the index of the cities with
 * listings; the map and the results come once its island runs (docs/architecture.md, Public pages). On a phone or a
 * tablet the list of the view comes first and the map on « Afficher la carte » (docs/decisions.md).
 */
export function MapSearchPage() {
  const areas = useMapAreas();
  return (
    <>
      <PageTitle>{frMapSearch.title}</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{frMapSearch.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{frMapSearch.intro}</p>
        <MapSearchIsland />
        {areas && areas.length > 0 && <MapAreas areas={areas} />}
      </div>
    </>
  );
}

/**
 * The search itself: the filters, the map and the list, which share the URL's search and the map's view. One
 * island: on /carte without a query string, the page runs it alone (no app).
 */
export function MapSearch() {
  const { filters, camera, hasView, onCameraChange, setFilters } = useMapSearch();
  const { ref: mapBoxRef, size } = useElementSize<HTMLDivElement>();
  const mapStart = useMapStart({ onRequest: true });
  const waiting = mapStart.state === 'waiting';
  // A phone's map waiting for the visitor is a button bar: the area searched is the one the map will show.
  const box = size ? cameraBox(camera, waiting ? { width: size.width, height: mapStart.waitingHeight } : size) : null;
  const area = useArea(box, areaFilters(filters));
  const result = area.data;

  const [controller, setController] = useState<MapController | null>(null);
  const [activeIds, setActiveIds] = useState<ReadonlySet<string>>(NONE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const groups = useMemo(() => (result ? markerGroups(result, camera.zoom) : []), [result, camera.zoom]);
  const listings: MapListing[] = result?.kind === 'listings' ? result.listings : [];
  const rendered = useRenderedInSteps(listings.length, LIST_STEP);
  const selected = selectedId !== null && groups.some((group) => group.kind === 'listing' && group.id === selectedId) ? selectedId : null;

  // A search opened without a view (hero, list, city link) is shown whole once its own results are in.
  const fitKey = !hasView && hasFilters(filters) ? JSON.stringify(filters) : null;
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitKey === null || fitted.current === fitKey || !controller || !result || area.isPlaceholderData) return;
    fitted.current = fitKey;
    const around = result.kind === 'listings' ? boxAround(result.listings.map((listing) => ({ lat: listing.latitude, lng: listing.longitude }))) : null;
    if (around) controller.fitBox(around, { maxZoom: FIT_MAX_ZOOM });
  }, [fitKey, controller, result, area.isPlaceholderData]);

  const highlight = (ids: string[]): Highlight => ({
    onActivate: () => setActiveIds(new Set(ids)),
    onDeactivate: () => setActiveIds(NONE),
  });

  /** The list scrolls (not the page) to the listing whose marker was pressed, where the list is a column of its own. */
  function revealInList(id: string) {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-listing-id="${CSS.escape(id)}"]`);
    if (!list || !item || list.scrollHeight <= list.clientHeight) return;
    const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top;
    if (top < 0 || top + item.offsetHeight > list.clientHeight) list.scrollTop += top;
  }

  /** The marker's point in the map's box, from the camera (as the map draws it). */
  function placementOf(position: LatLng) {
    if (!size) return { below: false, shiftX: 0 };
    const point = project(position, camera.zoom);
    const middle = project(camera.center, camera.zoom);
    return cardPlacement(point.x - middle.x + size.width / 2, point.y - middle.y + size.height / 2, size);
  }

  function zoomOn(group: Exclude<MarkerGroup, { kind: 'listing' }>) {
    if (!controller) return;
    if (spreadOut(group.box)) controller.fitBox(group.box, { maxZoom: MAX_ZOOM });
    else controller.moveTo({ center: group.position, zoom: Math.min(MAX_ZOOM, camera.zoom + 3) });
  }

  const markers: MapMarker[] = groups.map((group) => {
    const ids = listingIdsOf(group);
    const active = group.kind === 'sector' ? activeIds.has(group.id) : ids.some((id) => activeIds.has(id));
    const raised = active || group.id === selected;
    if (group.kind === 'listing') {
      return {
        id: group.id,
        position: group.position,
        raised,
        content: (
          <ListingMarker
            listing={group.listing}
            active={active}
            selected={group.id === selected}
            placement={placementOf(group.position)}
            onSelect={() => {
              setSelectedId(group.id);
              revealInList(group.id);
            }}
            onClose={() => setSelectedId(null)}
            highlight={highlight(ids)}
          />
        ),
      };
    }
    const count = group.kind === 'group' ? group.listings.length : group.count;
    return {
      id: group.id,
      position: group.position,
      raised,
      content: (
        <GroupMarker
          count={count}
          label={group.kind === 'group' ? frMapSearch.cluster(count) : frMapSearch.sector(count)}
          active={active}
          onZoom={() => zoomOn(group)}
          highlight={group.kind === 'group' ? highlight(ids) : highlight([group.id])}
        />
      ),
    };
  });

  const status = result
    ? result.kind === 'clusters'
      ? frMapSearch.tooMany(result.total)
      : frMapSearch.count(result.listings.length)
    : area.isError
      ? frMapSearch.loadError
      : frMapSearch.loading;

  return (
    <>
      <div className="mt-8">
        <MapFilters filters={filters} camera={hasView ? camera : undefined} onChange={setFilters} />
        <noscript>
          <p className="mt-3 text-sm text-slate-700">{frMapSearch.noScript}</p>
        </noscript>
        {/* The visible area is a criterion once the map has its size (then the box is known). */}
        {box && <AlertForm source="carte" criteria={alertCriteriaOf(areaFilters(filters), box)} className="mt-6" />}
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div
          ref={mapBoxRef}
          className={`relative overflow-hidden rounded-2xl ring-1 ring-navy-100 ${mapStart.state === 'not-mounted' ? 'h-40 lg:h-[70vh]' : waiting ? 'h-40' : 'h-[60vh] min-h-80 lg:h-[70vh]'}`}
        >
          <LazyMapView start={mapStart} camera={camera} onCameraChange={onCameraChange} label={filters.transaction === 'rent' ? frMapSearch.rentMapLabel : frMapSearch.mapLabel} markers={markers} onReady={setController} />
        </div>

        <section aria-labelledby="map-results-heading" className="flex min-h-0 flex-col lg:h-[70vh]">
          <h2 id="map-results-heading" className="text-xl font-bold text-navy-900">
            {frMapSearch.resultsHeading}
          </h2>
          <p role="status" className="mt-1 min-h-6 text-sm font-semibold text-navy-900">
            {status}
          </p>
          {area.isError && !result && (
            <Button onClick={() => void area.refetch()} className="mt-4 self-start">
              <RotateCcw aria-hidden="true" className="size-5" />
              {frMapSearch.retry}
            </Button>
          )}
          {result?.kind === 'clusters' && <p className="mt-3 text-sm text-slate-700">{frMapSearch.tooManyHint}</p>}
          {result?.kind === 'listings' && listings.length === 0 && <p className="mt-3 text-sm text-slate-700">{frMapSearch.empty}</p>}
          {listings.length > 0 && (
            <ol ref={listRef} aria-label={frMapSearch.resultsLabel} className="mt-4 flex min-h-0 flex-col gap-4 lg:overflow-y-auto lg:p-1">
              {listings.slice(0, rendered).map((listing, index) => {
                const active = activeIds.has(listing.id) || selected === listing.id;
                return (
                  <li
                    key={listing.id}
                    data-listing-id={listing.id}
                    data-active={active}
                    onMouseEnter={() => setActiveIds(new Set([listing.id]))}
                    onMouseLeave={() => setActiveIds(NONE)}
                    onFocus={() => setActiveIds(new Set([listing.id]))}
                    onBlur={() => setActiveIds(NONE)}
                    className={`rounded-2xl transition-shadow motion-reduce:transition-none ${active ? 'ring-4 ring-gold-400' : ''} ${index < 2 ? '' : '[content-visibility:auto] [contain-intrinsic-size:auto_28rem]'}`}
                  >
                    <ResultCard property={listing} variant="listing" />
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

/** The cities with listings, each a link to the map and to the list: the page's crawlable part. */
function MapAreas({ areas }: { areas: MapArea[] }) {
  return (
    <section aria-labelledby="map-areas-heading" className="mt-14">
      <h2 id="map-areas-heading" className="text-2xl font-bold text-navy-900">
        {frMapSearch.areasHeading}
      </h2>
      <p className="mt-2 text-slate-600">{frMapSearch.areasIntro}</p>
      <ul className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map(({ city, count }) => (
          <li key={city} className="flex flex-wrap items-baseline gap-x-2">
            <Link to={`/carte?${serializeMapSearch({ filters: { q: city } })}`} className="rounded-sm font-semibold text-navy-800 underline underline-offset-4">
              {city}
              <span className="sr-only"> {frMapSearch.onMapSuffix}</span>
            </Link>
            <span className="text-sm text-slate-600">{frMapSearch.areaCount(count)}</span>
            <Link to={`/listings?${listingFilterParams({ location: city })}`} className="rounded-sm text-sm text-navy-700 underline-offset-4 hover:underline">
              {frMapSearch.areaListShort}
              <span className="sr-only"> {frMapSearch.areaListSuffix(city)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const MapSearchIsland = island('map', 'MapSearch', MapSearch);

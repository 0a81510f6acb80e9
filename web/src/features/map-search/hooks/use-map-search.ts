import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { roundCamera, sameCamera, type MapCamera } from '../../../components/map/camera';
import type { ListingFilters } from '../../../lib/listing-filters';
import { DEFAULT_CAMERA, parseMapSearch, serializeMapSearch } from '../lib/map-search-url';

/** A movement is written to the URL once the map has rested this long (keys and buttons move it in steps). */
export const MOVE_SETTLE_MS = 300;

/**
 * /carte's state, held by its URL. A filter change is a new history entry (back returns to the previous
 * search); the view follows the map in place (replace), once it has settled, so back leaves the page
 * instead of replaying every drag.
 */
export function useMapSearch() {
  const [params, setParams] = useSearchParams();
  const search = parseMapSearch(params);
  const urlCamera = search.camera;
  // One object per view, so the map moves only when the URL names another view.
  const camera = useMemo(() => urlCamera ?? DEFAULT_CAMERA, [urlCamera?.center.lat, urlCamera?.center.lng, urlCamera?.zoom]);
  /** What the map shows now, ahead of the URL while a movement settles. */
  const liveCamera = useRef<MapCamera>(camera);
  /** Whether a view is known (the URL's, or the map's once it moved): a search without one is fitted to its results. */
  const knownView = useRef(urlCamera !== undefined);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  // Back/forward: the URL's view is what the map shows from now on.
  useEffect(() => {
    liveCamera.current = camera;
    knownView.current ||= camera !== DEFAULT_CAMERA;
  }, [camera]);

  function onCameraChange(next: MapCamera) {
    liveCamera.current = next;
    knownView.current = true;
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      setParams(
        (previous) => {
          const current = parseMapSearch(previous);
          if (current.camera && sameCamera(current.camera, next)) return previous;
          return serializeMapSearch({ filters: current.filters, camera: roundCamera(next) });
        },
        { replace: true, preventScrollReset: true },
      );
    }, MOVE_SETTLE_MS);
  }

  function setFilters(filters: ListingFilters) {
    clearTimeout(settleTimer.current);
    // A phone's map not yet shown has no view of its own: the new search is fitted to its results when it shows.
    setParams(serializeMapSearch({ filters, camera: knownView.current ? roundCamera(liveCamera.current) : undefined }), { preventScrollReset: true });
  }

  return { filters: search.filters, camera, hasView: urlCamera !== undefined, onCameraChange, setFilters };
}

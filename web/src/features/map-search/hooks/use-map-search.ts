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
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  // Back/forward: the URL's view is what the map shows from now on.
  useEffect(() => {
    liveCamera.current = camera;
  }, [camera]);

  function onCameraChange(next: MapCamera) {
    liveCamera.current = next;
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
    setParams(serializeMapSearch({ filters, camera: roundCamera(liveCamera.current) }), { preventScrollReset: true });
  }

  return { filters: search.filters, camera, hasView: urlCamera !== undefined, onCameraChange, setFilters };
}

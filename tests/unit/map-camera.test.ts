import { describe, expect, it } from 'vitest';
import { isCameraFromOutside, type MapCamera } from '../../web/src/components/map/camera.js';

const at = (lat: number, lng: number, zoom: number): MapCamera => ({ center: { lat, lng }, zoom });

describe('isCameraFromOutside', () => {
  const zoomEnd = at(46.4, -72.6, 8);
  const panning = at(46.43, -72.6, 8);

  it('does not move the map back to its own last report while a pan runs (a pan pressed during a zoom is kept)', () => {
    expect(isCameraFromOutside(zoomEnd, panning, zoomEnd)).toBe(false);
  });

  it('moves the map to a camera it did not report (back or forward, a link)', () => {
    expect(isCameraFromOutside(at(45.5, -73.6, 11), panning, zoomEnd)).toBe(true);
    expect(isCameraFromOutside(at(45.5, -73.6, 11), zoomEnd, null)).toBe(true);
  });

  it('leaves the map where it is when it already shows the camera', () => {
    expect(isCameraFromOutside(panning, panning, zoomEnd)).toBe(false);
    expect(isCameraFromOutside(panning, at(46.430001, -72.600001, 8), null)).toBe(false);
  });
});

/** lineclip 2 ships no types: the two functions the local basemap uses (infra/local/basemap.ts). */
declare module 'lineclip' {
  type Point = [number, number];
  /** [west, south, east, north] */
  type BBox = [number, number, number, number];
  /** The parts of a line inside the box (a line that leaves and comes back is split). */
  export function clipPolyline(points: Point[], bbox: BBox, result?: Point[][]): Point[][];
  /** A ring clipped to the box (Sutherland–Hodgman); empty when the ring lies outside. */
  export function clipPolygon(points: Point[], bbox: BBox): Point[];
}

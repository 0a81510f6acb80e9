import { foldForSearch } from '../../../../../shared/text';

/** A city where listings are active, and how many: the crawlable index of /carte. */
export type MapArea = { city: string; count: number };

/** « Griffintown, Montréal » → « Montréal »: a listing's location names its neighbourhood first, its city last. */
export function cityOf(location: string): string {
  return location.split(',').at(-1)!.trim();
}

/**
 * The cities of these listings with their counts, the largest first, then in French alphabetical order. Two
 * spellings of one city (« Montreal », « Montréal ») count as one, under the first seen.
 */
export function mapAreas(listings: readonly { location: string }[]): MapArea[] {
  const byCity = new Map<string, MapArea>();
  for (const { location } of listings) {
    const city = cityOf(location);
    if (!city) continue;
    const key = foldForSearch(city);
    const area = byCity.get(key);
    if (area) area.count++;
    else byCity.set(key, { city, count: 1 });
  }
  return [...byCity.values()].sort((a, b) => b.count - a.count || a.city.localeCompare(b.city, 'fr-CA'));
}

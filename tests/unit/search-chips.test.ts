import { describe, expect, it } from 'vitest';
import { chipsOf } from '../../web/src/features/search/components/filter-chips';
import { parseSearchRequest } from '../../web/src/features/search/hooks/use-search-params';

describe('/search URL state', () => {
  it('reads the sentence and the removed chips; unknown keys from an old or edited link are ignored', () => {
    expect(parseSearchRequest(new URLSearchParams('q=+condo+à+Laval+&sans=garage,piscine,budget,garage'))).toEqual({ q: 'condo à Laval', omit: ['garage', 'budget'] });
    expect(parseSearchRequest(new URLSearchParams(''))).toEqual({ q: '', omit: [] });
  });
});

describe('filter chips', () => {
  it('one chip per filter understood, in a fixed order, with French labels', () => {
    const labels = chipsOf({ location: 'Laval', types: ['duplex', 'triplex'], bedrooms: 2, bathrooms: 1.5, minPrice: 400_000, maxPrice: 600_000, garage: true, airConditioning: true }).map(
      (c) => `${c.key}=${c.label.replace(/\s/g, ' ')}`,
    );
    expect(labels).toEqual([
      'types=Type : Duplex ou Triplex',
      'location=Lieu : Laval',
      'bedrooms=2 chambres et plus',
      'bathrooms=1,5 salle de bain et plus',
      'budget=Entre 400 000 $ et 600 000 $',
      'garage=Garage',
      'airConditioning=Climatisation',
    ]);
  });

  it('says a lone bound as a ceiling or a floor', () => {
    expect(chipsOf({ maxPrice: 600_000 })[0]!.label.replace(/\s/g, ' ')).toBe('Jusqu’à 600 000 $');
    expect(chipsOf({ minPrice: 500_000 })[0]!.label.replace(/\s/g, ' ')).toBe('À partir de 500 000 $');
    expect(chipsOf({ bedrooms: 1 })[0]!.label).toBe('1 chambre et plus');
    expect(chipsOf({})).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { omitFilters, parseSearchQuery, type SearchFilters } from '../../shared/search/parse-query.js';

/** Each phrasing, the exact filters understood, and what is reported as not understood. */
const CASES: Array<[string, SearchFilters, string[]?]> = [
  // The example, then its pieces.
  ['condo 2 chambres à Laval moins de 600 000 $ avec garage', { types: ['condo'], bedrooms: 2, location: 'Laval', maxPrice: 600_000, garage: true }],
  ['Condo', { types: ['condo'] }],
  ['condos', { types: ['condo'] }],
  ['copropriété divise', { types: ['condo'] }],
  ['appartements à louer', { types: ['appartement'], rent: true }],
  ['condo en location à Montréal moins de 2 000 $', { types: ['condo'], rent: true, location: 'Montréal', maxPrice: 2_000 }],
  ['je veux louer une maison 3 chambres à Québec', { types: ['maison'], rent: true, bedrooms: 3, location: 'Québec' }],
  ['triplex entièrement loué à Sherbrooke', { types: ['triplex'], location: 'Sherbrooke' }, ['entièrement loué']],
  ['triplex avec bons loyers', { types: ['triplex'] }, ['bons loyers']],
  ['maison', { types: ['maison'] }],
  ['Maisons unifamiliales', { types: ['maison'] }],
  ['maison de ville', { types: ['maison_de_ville'] }],
  ['maisons en rangée', { types: ['maison_de_ville'] }],
  ['jumelé', { types: ['maison'] }],
  ['bungalow', { types: ['maison'] }],
  ['duplex', { types: ['duplex'] }],
  ['triplex', { types: ['triplex'] }],
  ['plex', { types: ['duplex', 'triplex'] }],
  ['multiplex', { types: ['duplex', 'triplex'] }],
  ['chalet', { types: ['chalet'] }],
  ['loft', { types: ['loft'] }],
  ['penthouse', { types: ['penthouse'] }],
  ['villa', { types: ['villa'] }],
  ['terrain', { types: ['terrain'] }],
  ['maison avec grand terrain', { types: ['maison'] }, ['grand terrain']],
  ['local commercial', { types: ['commercial'] }],
  ['condo ou loft', { types: ['condo', 'loft'] }],
  // Bedrooms and bathrooms.
  ['2 chambres', { bedrooms: 2 }],
  ['deux chambres', { bedrooms: 2 }],
  ['une chambre', { bedrooms: 1 }],
  ['3 cc', { bedrooms: 3 }],
  ['2 cac', { bedrooms: 2 }],
  ['4 chambres à coucher', { bedrooms: 4 }],
  ['au moins 3 chambres', { bedrooms: 3 }],
  ['3+ chambres', { bedrooms: 3 }],
  ['3 chambres et plus', { bedrooms: 3 }],
  ['2 à 3 chambres', { bedrooms: 2 }],
  ['4 1/2', { bedrooms: 2 }],
  ['5½', { bedrooms: 3 }],
  ['2 salles de bain', { bathrooms: 2 }],
  ['deux salles de bains', { bathrooms: 2 }],
  ['2 sdb', { bathrooms: 2 }],
  ['1,5 salle de bain', { bathrooms: 1.5 }],
  ['3 cc 2 sdb', { bedrooms: 3, bathrooms: 2 }],
  // Budget.
  ['moins de 600 000 $', { maxPrice: 600_000 }],
  ['moins de 600 000$', { maxPrice: 600_000 }],
  ['max 600k', { maxPrice: 600_000 }],
  ['maximum 750 000', { maxPrice: 750_000 }],
  ['sous 1,2 M$', { maxPrice: 1_200_000 }],
  ['sous 1.2M', { maxPrice: 1_200_000 }],
  ["jusqu'à 450 000", { maxPrice: 450_000 }],
  ['jusqu’à 450 000 $', { maxPrice: 450_000 }],
  ['budget de 350 000 $', { maxPrice: 350_000 }],
  ['moins de 600', { maxPrice: 600_000 }],
  ['un million de dollars', { maxPrice: 1_000_000 }],
  ['deux millions', { maxPrice: 2_000_000 }],
  ['plus de 500k', { minPrice: 500_000 }],
  ['dès 500 000 $', { minPrice: 500_000 }],
  ['maison sous la barre des 500 000 $', { types: ['maison'], maxPrice: 500_000 }],
  ['à partir de 500 000 $', { minPrice: 500_000 }],
  ['entre 400 et 600 k', { minPrice: 400_000, maxPrice: 600_000 }],
  ['entre 400 000 $ et 600 000 $', { minPrice: 400_000, maxPrice: 600_000 }],
  ['de 400 000 à 600 000 $', { minPrice: 400_000, maxPrice: 600_000 }],
  ['400k-600k', { minPrice: 400_000, maxPrice: 600_000 }],
  ['entre 1 et 1,5 M', { minPrice: 1_000_000, maxPrice: 1_500_000 }],
  ['entre 600 et 400 k', { minPrice: 400_000, maxPrice: 600_000 }],
  ['plus de 700 000 et moins de 900 000', { minPrice: 700_000, maxPrice: 900_000 }],
  ['environ 500 000 $', { minPrice: 450_000, maxPrice: 550_000 }],
  ['condo 500k', { types: ['condo'], maxPrice: 500_000 }],
  ['maison 500000', { types: ['maison'], maxPrice: 500_000 }],
  ['300 000 - 400 000', { minPrice: 300_000, maxPrice: 400_000 }],
  ['400k maximum', { maxPrice: 400_000 }],
  ['condo 450 000 $ et moins', { types: ['condo'], maxPrice: 450_000 }],
  ['maison 1M+', { types: ['maison'], minPrice: 1_000_000 }],
  ['condo 1 M$ et plus', { types: ['condo'], minPrice: 1_000_000 }],
  ['construit en 2018', {}, ['construit']],
  // Features the data can filter on.
  ['avec garage', { garage: true }],
  ['garage double', { garage: true }],
  ['avec foyer', { fireplace: true }],
  ['foyer au bois', { fireplace: true }],
  ['sous-sol aménagé', { finishedBasement: true }],
  ['sous-sol fini', { finishedBasement: true }],
  ['climatisé', { airConditioning: true }],
  ['avec climatisation', { airConditioning: true }],
  ['thermopompe murale', { airConditioning: true }],
  // Places.
  ['à Montréal', { location: 'Montréal' }],
  ['a montreal', { location: 'montreal' }],
  ['maison à Trois-Rivières', { types: ['maison'], location: 'Trois-Rivières' }],
  ['loft dans le Vieux-Montréal', { types: ['loft'], location: 'Vieux-Montréal' }],
  ['condo Laval', { types: ['condo'], location: 'Laval' }],
  ['secteur Sainte-Foy', { location: 'Sainte-Foy' }],
  ["maison à l'Île des Sœurs", { types: ['maison'], location: 'Île des Sœurs' }],
  ['maison au Québec', { types: ['maison'] }],
  ['condo à Québec', { types: ['condo'], location: 'Québec' }],
  ['condo à vendre à Sherbrooke', { types: ['condo'], location: 'Sherbrooke' }],
  ['Condo 2cc Mtl', { types: ['condo'], bedrooms: 2, location: 'Montréal' }],
  ['maison à St-Lambert', { types: ['maison'], location: 'Saint-Lambert' }],
  ['condo 2 chambres au centre-ville de Montréal', { types: ['condo'], bedrooms: 2, location: 'centre-ville, Montréal' }],
  ['condo à Ste-Foy', { types: ['condo'], location: 'Sainte-Foy' }],
  ['triplex à revenus à Sherbrooke', { types: ['triplex'], location: 'Sherbrooke' }],
  ['maison à rénover à Lévis', { types: ['maison'], location: 'Lévis' }, ['à rénover']],
  // Case, accents and whole sentences.
  ['CONDO À LONGUEUIL MAX 400K', { types: ['condo'], location: 'LONGUEUIL', maxPrice: 400_000 }],
  ['Je cherche une maison 4 chambres à Gatineau avec garage et foyer, max 550 000 $', { types: ['maison'], bedrooms: 4, location: 'Gatineau', garage: true, fireplace: true, maxPrice: 550_000 }],
  ['jumelé à partir de 500k avec foyer et sous-sol aménagé', { types: ['maison'], minPrice: 500_000, fireplace: true, finishedBasement: true }],
  ['plex à Montréal sous 1,2 M$', { types: ['duplex', 'triplex'], location: 'Montréal', maxPrice: 1_200_000 }],
  ['maison de ville 3 cc 2 sdb max 600k', { types: ['maison_de_ville'], bedrooms: 3, bathrooms: 2, maxPrice: 600_000 }],
  ['Condo 3½ à Gatineau, 2 salles de bains, budget 350 000$', { types: ['condo'], bedrooms: 1, location: 'Gatineau', bathrooms: 2, maxPrice: 350_000 }],
  ['loft climatisé Vieux-Montréal jusqu’à 450 000', { types: ['loft'], airConditioning: true, location: 'Vieux-Montréal', maxPrice: 450_000 }],
  // What it cannot filter on is reported, never turned into a place.
  ['Maison à Québec avec piscine', { types: ['maison'], location: 'Québec' }, ['piscine']],
  ["chalet au bord de l'eau à Mont-Tremblant", { types: ['chalet'], location: 'Mont-Tremblant' }, ["au bord de l'eau"]],
  ['penthouse vue sur le fleuve', { types: ['penthouse'] }, ['vue sur le fleuve']],
  ['maison rouge avec grande cour à Trois-Rivières', { types: ['maison'], location: 'Trois-Rivières' }, ['rouge', 'cour']],
  ['maison 3 chambres près du métro', { types: ['maison'], bedrooms: 3 }, ['près du métro']],
  ['appartement pas cher Laval', { types: ['appartement'], location: 'Laval' }, ['pas cher']],
  ['xyzzy', {}, ['xyzzy']],
  ['', {}],
  ['   ', {}],
];

describe('parseSearchQuery', () => {
  it('covers at least 40 phrasings', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)('« %s »', (text, filters, unparsed = []) => {
    expect(parseSearchQuery(text)).toEqual({ filters, unparsed });
  });

  it('is deterministic: the same text gives the same answer', () => {
    const text = 'condo 2 chambres à Laval moins de 600 000 $ avec garage';
    expect(parseSearchQuery(text)).toEqual(parseSearchQuery(text));
  });

  it('never reads rooms as money, nor money as rooms', () => {
    expect(parseSearchQuery('3 chambres 450 000 $')).toEqual({ filters: { bedrooms: 3, maxPrice: 450_000 }, unparsed: [] });
  });

  it('keeps prices and rooms within what the listing API accepts', () => {
    expect(parseSearchQuery('moins de 900 000 000 000 $').filters.maxPrice).toBe(100_000_000);
    expect(parseSearchQuery('99 chambres').filters.bedrooms).toBe(50);
  });
});

describe('omitFilters', () => {
  const filters: SearchFilters = { types: ['condo'], location: 'Laval', bedrooms: 2, minPrice: 400_000, maxPrice: 600_000, garage: true };

  it('drops the removed chips only; budget stands for both price bounds', () => {
    expect(omitFilters(filters, ['budget', 'garage'])).toEqual({ types: ['condo'], location: 'Laval', bedrooms: 2 });
    expect(omitFilters(filters, [])).toEqual(filters);
    expect(filters.garage).toBe(true);
  });

  it('drops a rental search\'s monthly budget with its « À louer » chip', () => {
    const rental = parseSearchQuery('condo à louer moins de 2 000 $').filters;
    expect(rental).toEqual({ types: ['condo'], rent: true, maxPrice: 2_000 });
    expect(omitFilters(rental, ['rent'])).toEqual({ types: ['condo'] });
  });
});

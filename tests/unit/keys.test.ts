import { describe, expect, it } from 'vitest';
import { agentKeys } from '../../shared/agents/keys.js';
import { blogPostKeys } from '../../shared/blog/keys.js';
import { propertyKeys, searchableText } from '../../shared/properties/keys.js';
import { testimonialKeys } from '../../shared/testimonials/keys.js';
import { profileKeys } from '../../shared/users/keys.js';

const property = { title: 'Condo lumineux Île-des-Sœurs', location: 'Verdun, Montréal', propertyType: 'condo' as const, price: 489_000 };

describe('propertyKeys', () => {
  // A deleted property has no item, hence no index entry: only active × featured are flags to derive from.
  // gsi2 is read descending on (activeRank, featuredRank, createdAt): active first, then featured, then newest;
  // the home page's featured list is the '1#1' prefix, so an inactive featured property never shows there.
  it.each([
    { isActive: true, isFeatured: true, listState: 'active', activeRank: '1', featuredRank: '1' },
    { isActive: true, isFeatured: false, listState: 'active', activeRank: '1', featuredRank: '0' },
    { isActive: false, isFeatured: true, listState: 'inactive', activeRank: '0', featuredRank: '1' },
    { isActive: false, isFeatured: false, listState: 'inactive', activeRank: '0', featuredRank: '0' },
  ])('active $isActive × featured $isFeatured → $listState, ranks $activeRank/$featuredRank', ({ isActive, isFeatured, listState, activeRank, featuredRank }) => {
    expect(propertyKeys({ ...property, isActive, isFeatured })).toMatchObject({ listState, activeRank, featuredRank });
  });

  it('orders the admin list featured first then newest, active before inactive, when the ranks sort descending', () => {
    const rows = [
      { id: 'old-featured', isActive: true, isFeatured: true, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'new-plain', isActive: true, isFeatured: false, createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 'new-featured', isActive: true, isFeatured: true, createdAt: '2026-02-01T00:00:00.000Z' },
      { id: 'inactive-featured', isActive: false, isFeatured: true, createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'old-plain', isActive: true, isFeatured: false, createdAt: '2025-12-01T00:00:00.000Z' },
    ];
    const sortKey = (r: (typeof rows)[number]) => {
      const k = propertyKeys({ ...property, ...r });
      return `${k.activeRank}#${k.featuredRank}#${r.createdAt}`;
    };
    const order = [...rows].sort((a, b) => sortKey(b).localeCompare(sortKey(a))).map((r) => r.id);
    expect(order).toEqual(['new-featured', 'old-featured', 'new-plain', 'old-plain', 'inactive-featured']);
  });

  it('partitions the public orders by transaction, active only, with whole-dollar prices and 0 for an unknown area', () => {
    expect(propertyKeys({ ...property, isActive: true, isFeatured: false })).toMatchObject({ listKey: 'active#sale', priceKey: 489_000, areaKey: 0 });
    expect(propertyKeys({ ...property, isActive: true, isFeatured: false, transactionType: 'rent', price: 1_849.6, areaSqft: 880.4 })).toMatchObject({ listKey: 'active#rent', priceKey: 1_850, areaKey: 880 });
    expect(propertyKeys({ ...property, isActive: false, isFeatured: false, transactionType: 'rent' }).listKey).toBe('inactive');
    // An area given in m² only sorts as the card shows it, in square feet.
    expect(propertyKeys({ ...property, isActive: true, isFeatured: false, surfaceArea: 100 }).areaKey).toBe(1_076);
  });

  it('folds title, location and the French type label into the search text, and the location on its own', () => {
    const keys = propertyKeys({ ...property, propertyType: 'maison_de_ville', isActive: true, isFeatured: false });
    expect(keys.searchText).toBe('condo lumineux ile-des-sœurs verdun, montreal maison de ville');
    expect(keys.locationKey).toBe('verdun, montreal');
    expect(searchableText(property)).toBe('Condo lumineux Île-des-Sœurs Verdun, Montréal Condo');
  });

  it('returns exactly the derived attributes, so a write never copies anything else by accident', () => {
    expect(Object.keys(propertyKeys({ ...property, isActive: true, isFeatured: true })).sort()).toEqual(['activeRank', 'airConditioned', 'areaKey', 'featuredRank', 'finishedBasement', 'listKey', 'listState', 'locationKey', 'priceKey', 'searchText']);
  });
});

describe('agentKeys', () => {
  it.each([
    { isActive: true, isPresident: true, listState: 'active', presidentRank: '0' },
    { isActive: true, isPresident: false, listState: 'active', presidentRank: '1' },
    { isActive: false, isPresident: true, listState: 'inactive', presidentRank: '0' },
    { isActive: false, isPresident: false, listState: 'inactive', presidentRank: '1' },
  ])('active $isActive × president $isPresident → $listState, rank $presidentRank', ({ isActive, isPresident, listState, presidentRank }) => {
    expect(agentKeys({ name: 'Émilie Côté', isActive, isPresident })).toEqual({ listState, presidentRank, sortName: 'emilie cote' });
  });

  it('sorts co-presidents before everyone, then by accent-free name', () => {
    const agents = [
      { name: 'Zoé Allard', isActive: true, isPresident: false },
      { name: 'Élise Martin', isActive: true, isPresident: false },
      { name: 'Yves Pagé', isActive: true, isPresident: true },
    ];
    const sorted = agents.map((a) => ({ a, k: agentKeys(a) })).sort((x, y) => `${x.k.presidentRank}${x.k.sortName}`.localeCompare(`${y.k.presidentRank}${y.k.sortName}`));
    expect(sorted.map((s) => s.a.name)).toEqual(['Yves Pagé', 'Élise Martin', 'Zoé Allard']);
  });
});

describe('blogPostKeys', () => {
  const base = { createdAt: '2026-01-10T10:00:00.000Z', category: 'Marché immobilier' };
  it('lists a published post under its publication date', () => {
    expect(blogPostKeys({ ...base, isPublished: true, publishedAt: '2026-02-01T08:00:00.000Z' })).toEqual({
      publishState: 'published',
      sortDate: '2026-02-01T08:00:00.000Z',
      categoryKey: 'marche immobilier',
    });
  });
  it('keeps a draft (or a published flag without a date) out of the public index, under its creation date', () => {
    expect(blogPostKeys({ ...base, isPublished: false, publishedAt: '2026-02-01T08:00:00.000Z' })).toMatchObject({ publishState: 'draft', sortDate: base.createdAt });
    expect(blogPostKeys({ ...base, isPublished: true, publishedAt: undefined })).toMatchObject({ publishState: 'draft', sortDate: base.createdAt });
  });
  it('gives posts without a category their own partition', () => {
    expect(blogPostKeys({ ...base, category: undefined, isPublished: true, publishedAt: base.createdAt }).categoryKey).toBe('aucune');
  });
});

describe('testimonialKeys', () => {
  it('lists only active testimonials', () => {
    expect(testimonialKeys({ active: true })).toEqual({ listState: 'active' });
    expect(testimonialKeys({ active: false })).toEqual({ listState: 'inactive' });
  });
});

describe('profileKeys', () => {
  it.each([
    { role: 'admin', isActive: true, adminState: 'active-admin' },
    { role: 'admin', isActive: false, adminState: 'none' },
    { role: 'user', isActive: true, adminState: 'none' },
    { role: 'user', isActive: false, adminState: 'none' },
  ] as const)('role $role × active $isActive → $adminState', ({ role, isActive, adminState }) => {
    expect(profileKeys({ role, isActive })).toEqual({ adminState });
  });
});

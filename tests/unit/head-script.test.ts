import { describe, expect, it } from 'vitest';
import { rendersFromQuery } from '../../shared/site/head-script.js';

describe('rendersFromQuery', () => {
  it('is false for no query and for campaign ids and the contact page’s property: the prerendered page is the page', () => {
    expect(rendersFromQuery('')).toBe(false);
    expect(rendersFromQuery('?utm_source=infolettre&utm_medium=courriel&utm_campaign=automne_2026')).toBe(false);
    expect(rendersFromQuery('?fbclid=IwAR0&gclid=abc&msclkid=x&mc_cid=1&mc_eid=2')).toBe(false);
    expect(rendersFromQuery('?propriete=6f1c&utm_source=facebook')).toBe(false);
  });
  it('is true as soon as one parameter may change what a page shows (a search, a filter, anything unknown)', () => {
    expect(rendersFromQuery('?q=Griffintown')).toBe(true);
    expect(rendersFromQuery('?utm_source=x&type=condo')).toBe(true);
    expect(rendersFromQuery('?token=abc')).toBe(true);
    // The calculators open at a property's price: rendered by the app, never the prerendered 450 000 $ first.
    expect(rendersFromQuery('?prix=389000')).toBe(true);
    expect(rendersFromQuery('?utm_source')).toBe(false);
    expect(rendersFromQuery('?UTM_SOURCE=x')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cdnPaths, pageObjectKey, pagesForAgentChange, pagesForBlogPostChange, pagesForPropertyChange, pagesForSettingsChange, pagesForTestimonialChange } from '../../shared/site/pages.js';

const active = (isFeatured = false) => ({ isActive: true, isFeatured });
const inactive = { isActive: false, isFeatured: false };

describe('pages a property change touches', () => {
  it('an edit of an active, not featured property: its page and the listings, not the home', () => {
    expect(pagesForPropertyChange('p1', active(), active())).toEqual({ render: ['/property/p1', '/listings'], remove: [] });
  });

  it('a featured property (before or after) also re-renders the home', () => {
    expect(pagesForPropertyChange('p1', active(), active(true)).render).toContain('/');
    expect(pagesForPropertyChange('p1', active(true), active()).render).toContain('/');
  });

  it('deactivating removes its page (the SPA then answers 404) and updates the listings, the map\'s cities and the home it was featured on', () => {
    expect(pagesForPropertyChange('p1', active(true), inactive)).toEqual({ render: ['/listings', '/carte', '/'], remove: ['/property/p1'] });
  });

  it('a deletion removes its page', () => {
    expect(pagesForPropertyChange('p1', active(), null)).toEqual({ render: ['/listings', '/carte'], remove: ['/property/p1'] });
  });

  it('a creation renders its page, the listings and the map\'s cities', () => {
    expect(pagesForPropertyChange('p1', null, active())).toEqual({ render: ['/property/p1', '/listings', '/carte'], remove: [] });
  });

  it('a change to a property nobody can see touches no page but makes sure its page is gone', () => {
    expect(pagesForPropertyChange('p1', inactive, inactive)).toEqual({ render: [], remove: ['/property/p1'] });
  });
});

describe('pages a broker change touches', () => {
  it("an active broker: their page, the team, the home and their properties' pages", () => {
    expect(pagesForAgentChange('a1', { isActive: true }, ['p1', 'p2'])).toEqual({
      render: ['/agent/a1', '/agents', '/', '/property/p1', '/property/p2'],
      remove: [],
    });
  });

  it('a deactivated or deleted broker: their page is removed, the others are rendered without them', () => {
    expect(pagesForAgentChange('a1', { isActive: false }, ['p1'])).toEqual({ render: ['/agents', '/', '/property/p1'], remove: ['/agent/a1'] });
    expect(pagesForAgentChange('a1', null, [])).toEqual({ render: ['/agents', '/'], remove: ['/agent/a1'] });
  });
});

describe('object keys of pages in the site bucket', () => {
  it('the home is index.html (the root object), others their path', () => {
    expect(pageObjectKey('/')).toBe('index.html');
    expect(pageObjectKey('/listings')).toBe('listings');
    expect(pageObjectKey('/property/p1')).toBe('property/p1');
    expect(() => pageObjectKey('listings')).toThrow();
  });
});

describe('pages a blog post change touches', () => {
  const published = [
    { slug: 'acheter', category: 'Achat' },
    { slug: 'hypotheque', category: 'Achat' },
    { slug: 'vendre', category: 'Vente' },
  ];
  const post = (slug: string, isPublished = true, category = 'Achat') => ({ slug, isPublished, category });

  it('an edit of a published article: the article, the blog list and the articles of its category (their related list)', () => {
    expect(pagesForBlogPostChange(post('acheter'), post('acheter'), published)).toEqual({ render: ['/blog/acheter', '/blog', '/blog/hypotheque'], remove: [] });
  });

  it('a new slug removes the old page', () => {
    expect(pagesForBlogPostChange(post('acheter'), post('acheter-au-quebec'), published)).toEqual({
      render: ['/blog/acheter-au-quebec', '/blog', '/blog/hypotheque'],
      remove: ['/blog/acheter'],
    });
  });

  it('unpublishing or deleting removes the article; the list and its category are rendered without it', () => {
    expect(pagesForBlogPostChange(post('acheter'), post('acheter', false), published)).toEqual({ render: ['/blog', '/blog/hypotheque'], remove: ['/blog/acheter'] });
    expect(pagesForBlogPostChange(post('vendre', true, 'Vente'), null, published)).toEqual({ render: ['/blog'], remove: ['/blog/vendre'] });
  });

  it('a draft touches no page', () => {
    expect(pagesForBlogPostChange(null, post('brouillon', false), published)).toEqual({ render: [], remove: [] });
  });
});

describe('pages a testimonial or settings change touches', () => {
  it('a testimonial change re-renders the sellers page, the one that shows testimonials', () => {
    expect(pagesForTestimonialChange()).toEqual({ render: ['/vendeur-lead'], remove: [] });
  });

  it('the contact e-mail or the privacy officer re-render the home, the privacy page and the maintenance page', () => {
    expect(pagesForSettingsChange(['contactEmail'])).toEqual({ render: ['/', '/confidentialite'], remove: [], maintenancePage: true });
    expect(pagesForSettingsChange(['maintenanceMode', 'privacyOfficerName'])).toEqual({ render: ['/', '/confidentialite'], remove: [], maintenancePage: true });
  });

  it("the brokerage's claims re-render the one page that shows each kind", () => {
    expect(pagesForSettingsChange(['sellerFigures', 'sellerGuarantees'])).toEqual({ render: ['/vendeur-lead'], remove: [] });
    expect(pagesForSettingsChange(['marketFigures'])).toEqual({ render: ['/reprise-finance'], remove: [] });
    expect(pagesForSettingsChange(['contactEmail', 'marketFigures'])).toEqual({ render: ['/', '/confidentialite', '/reprise-finance'], remove: [], maintenancePage: true });
  });

  it("the brokerage's details or mentions re-render every page (they are in each footer)", () => {
    expect(pagesForSettingsChange(['phone'])).toEqual({ render: [], remove: [], maintenancePage: true, everything: true });
    expect(pagesForSettingsChange(['privacyOfficerName', 'agencyLicenceNumber'])).toMatchObject({ everything: true });
  });

  it('the maintenance switch alone changes no page (the flag picks the file that is served)', () => {
    expect(pagesForSettingsChange(['maintenanceMode'])).toEqual({ render: [], remove: [] });
  });
});

describe('what the CDN forgets', () => {
  it('names each page by the object CloudFront cached it under: the home is /index.html', () => {
    expect(cdnPaths(['/', '/listings', '/property/p1'], ['maintenance.html', 'sitemap.xml'])).toEqual(['/index.html', '/listings', '/property/p1', '/maintenance.html', '/sitemap.xml']);
    expect(cdnPaths(['/', '/'])).toEqual(['/index.html']);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_SYNC_PHOTOS, isRefusedAddress, mapListing, photoHostRefusal } from '../../shared/integrations/server/realhub-listings.js';
import { deactivationGuard, nextProperty, usableImport } from '../../shared/properties/server/sync-rules.js';
import { propertySchema } from '../../shared/properties/schema.js';

const good = {
  mls_number: 'RH-20001',
  title: 'Condo au Plateau',
  description: 'Lumineux.',
  price: 489000,
  address: '4520 rue Saint-Denis',
  city: 'Montréal',
  postal_code: 'H2J 2L3',
  property_type: 'condo',
  bedrooms: 2,
  bathrooms: 1.5,
  area_sqft: 980,
  year_built: 2012,
  status: 'active',
  photos: [{ url: 'https://cdn.realhub.ca/p/1.jpg' }, { url: 'https://cdn.realhub.ca/p/2.jpg' }],
};

describe('RealHub listing → property fields', () => {
  it('maps a complete listing, with French enum values', () => {
    expect(mapListing(good)).toEqual({
      ok: true,
      mlsNumber: 'RH-20001',
      photoUrls: ['https://cdn.realhub.ca/p/1.jpg', 'https://cdn.realhub.ca/p/2.jpg'],
      fields: {
        mlsNumber: 'RH-20001',
        title: 'Condo au Plateau',
        description: 'Lumineux.',
        price: 489000,
        location: '4520 rue Saint-Denis, Montréal',
        propertyType: 'condo',
        status: 'disponible',
        bedrooms: 2,
        bathrooms: 1.5,
        areaSqft: 980,
        yearBuilt: 2012,
        postalCode: 'H2J 2L3',
      },
    });
  });

  it('maps the sale context when the feed gives one it knows, and invents none (issue 28)', () => {
    expect(mapListing({ ...good, sale_context: 'Bank owned' })).toMatchObject({ ok: true, fields: { saleContext: 'reprise_finance' } });
    expect(mapListing({ ...good, sale_context: 'reprise-de-finance' })).toMatchObject({ ok: true, fields: { saleContext: 'reprise_finance' } });
    expect(mapListing({ ...good, sale_context: 'estate' })).toMatchObject({ ok: true, fields: { saleContext: 'succession' } });
    for (const sale_context of [undefined, '', 'auction', 42]) {
      const mapped = mapListing({ ...good, sale_context });
      expect(mapped.ok && 'saleContext' in mapped.fields, String(sale_context)).toBe(false);
    }
  });

  it('keeps the postal code (normalized) and the coordinates the feed gives, and leaves out what is not one (issue 27)', () => {
    expect(mapListing({ ...good, postal_code: 'h2j2l3', latitude: 45.5262, longitude: '-73.5812' })).toMatchObject({
      ok: true,
      fields: { postalCode: 'H2J 2L3', latitude: 45.5262, longitude: -73.5812 },
    });
    for (const [postal_code, latitude, longitude] of [
      ['12345', 45.5, undefined],
      ['', 0, 0],
      [undefined, 'n/a', -73.5],
      ['D1A 1A1', 91, -73.5],
    ] as const) {
      const mapped = mapListing({ ...good, postal_code, latitude, longitude });
      expect(mapped.ok && ['postalCode', 'latitude', 'longitude'].filter((k) => k in mapped.fields), String([postal_code, latitude, longitude])).toEqual([]);
    }
  });

  it('keeps the build year and parking the feed gives, and leaves out a year that cannot be one (issue 26)', () => {
    expect(mapListing({ ...good, year_built: '1898', parking_spaces: '2' })).toMatchObject({ ok: true, fields: { yearBuilt: 1898, parkingSpaces: 2 } });
    for (const year_built of [0, 1200, 3000, 'vers 1950', 1987.5, undefined]) {
      const mapped = mapListing({ ...good, year_built });
      expect(mapped.ok && 'yearBuilt' in mapped.fields, String(year_built)).toBe(false);
    }
  });

  it.each([
    ['house', 'maison'],
    ['Townhouse', 'maison_de_ville'],
    ['cottage', 'chalet'],
    ['land', 'terrain'],
    ['apartment', 'appartement'],
    ['maison_de_ville', 'maison_de_ville'],
  ])('maps the type %s to %s', (type, expected) => {
    expect(mapListing({ ...good, property_type: type })).toMatchObject({ ok: true, fields: { propertyType: expected } });
  });

  it.each([
    ['sold', 'vendu'],
    ['pending', 'en_attente'],
    ['accepted_offer', 'offre_acceptee'],
    ['leased', 'loue'],
    ['withdrawn', 'retire'],
    [undefined, 'disponible'],
  ])('maps the status %s to %s', (status, expected) => {
    expect(mapListing({ ...good, status })).toMatchObject({ ok: true, fields: { status: expected } });
  });

  it('reads numeric strings, rounds counts, falls back to the address for a missing title', () => {
    const mapped = mapListing({ ...good, title: '', price: '425 000', bedrooms: '3', bathrooms: '2.3', area_sqft: 'n/a', garage_spaces: 1 });
    expect(mapped).toMatchObject({ ok: true, fields: { title: '4520 rue Saint-Denis, Montréal', price: 425000, bedrooms: 3, bathrooms: 2.5, garageSpaces: 1 } });
    expect(mapped.ok && 'areaSqft' in mapped.fields).toBe(false);
  });

  it.each([
    [{ ...good, price: 0 }, 'prix invalide'],
    [{ ...good, price: 'sur demande' }, 'prix invalide'],
    [{ ...good, price: -5 }, 'prix invalide'],
    [{ ...good, property_type: 'castle' }, 'type inconnu'],
    [{ ...good, status: 'haunted' }, 'statut inconnu'],
    [{ ...good, address: '', city: '' }, 'adresse absente'],
  ])('skips a listing that does not map (%#), keeping its MLS number', (listing, reason) => {
    const mapped = mapListing(listing);
    expect(mapped).toMatchObject({ ok: false, mlsNumber: 'RH-20001' });
    expect(!mapped.ok && mapped.reason).toContain(reason);
  });

  it.each([[{ ...good, mls_number: '' }], [{ ...good, mls_number: 'RH 1; DROP' }], [{ ...good, mls_number: undefined }], ['not an object'], [null]])(
    'skips a listing without a usable MLS number (%#)',
    (listing) => {
      const mapped = mapListing(listing);
      expect(mapped.ok).toBe(false);
      expect(mapped.mlsNumber).toBeUndefined();
    },
  );

  it('keeps only downloadable, distinct photo URLs, at most MAX_SYNC_PHOTOS', () => {
    const photos = [
      { url: 'javascript:alert(1)' },
      { url: 'ftp://x/y.jpg' },
      { url: 'https://user:pw@cdn/x.jpg' },
      'https://cdn.realhub.ca/a.jpg',
      { url: 'https://cdn.realhub.ca/a.jpg' },
      ...Array.from({ length: 30 }, (_, i) => ({ url: `https://cdn.realhub.ca/${i}.jpg` })),
    ];
    const mapped = mapListing({ ...good, photos });
    expect(mapped.ok && mapped.photoUrls[0]).toBe('https://cdn.realhub.ca/a.jpg');
    expect(mapped.ok && mapped.photoUrls.length).toBe(MAX_SYNC_PHOTOS);
  });
});

describe('the property a listing writes', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const fields = (mapListing(good) as Extract<ReturnType<typeof mapListing>, { ok: true }>).fields;
  const stored = propertySchema.parse({
    id: 'p1',
    ...fields,
    price: 450000,
    isFeatured: true,
    isActive: false,
    walkScore: 90,
    photosUrls: ['/media/photos/11111111-1111-4111-8111-111111111111/960.webp'],
    imageUrl: '/media/photos/11111111-1111-4111-8111-111111111111/960.webp',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  });

  it('a new listing is active, not featured, with its photos', () => {
    const next = nextProperty(null, fields, ['/media/photos/a/960.webp'], { now });
    expect(next).toMatchObject({ isActive: true, isFeatured: false, viewsCount: 0, imageUrl: '/media/photos/a/960.webp', createdAt: now.toISOString() });
  });

  it('an existing one takes the feed fields and keeps the admin ones (featured, scores, active state, photos when the feed has none)', () => {
    const next = nextProperty(stored, fields, [], { now });
    expect(next).toMatchObject({ price: 489000, isFeatured: true, isActive: false, walkScore: 90, photosUrls: stored.photosUrls, createdAt: stored.createdAt });
  });

  it('keeps a postal code the feed leaves out, unless the address changed (it was the old address’s)', () => {
    const { postalCode: _, ...withoutPostalCode } = fields;
    expect(nextProperty(stored, withoutPostalCode, [], { now }).postalCode).toBe('H2J 2L3');
    expect(nextProperty(stored, { ...withoutPostalCode, location: '88 chemin du Lac, Magog' }, [], { now }).postalCode).toBeUndefined();
    expect(nextProperty(stored, { ...fields, postalCode: 'J1X 3W2', location: '88 chemin du Lac, Magog' }, [], { now }).postalCode).toBe('J1X 3W2');
  });

  it('comes back active only when the sync itself deactivated it', () => {
    expect(nextProperty(stored, fields, [], { now, goneOwner: 'p1' }).isActive).toBe(true);
    expect(nextProperty(stored, fields, [], { now, goneOwner: 'other' }).isActive).toBe(false);
  });
});

describe('photo hosts (SSRF rule)', () => {
  it('refuses loopback, private, link-local, unique-local and reserved addresses, v4 and v6', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '10.0.0.5', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', '::', 'fd00::1', 'fc12::3', 'fe80::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '[::1]', 'not-an-ip'])
      expect(isRefusedAddress(ip), ip).toBe(true);
  });
  it('accepts public addresses', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '172.15.255.255', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isRefusedAddress(ip), ip).toBe(false);
  });
  it('refuses a host that resolves to a refused address, and any literal refused address, unless the host is allowed', async () => {
    const publicDns = async () => ['93.184.216.34'];
    const rebinding = async () => ['93.184.216.34', '10.1.2.3'];
    expect(await photoHostRefusal('https://cdn.example.com/a.jpg', publicDns)).toBeUndefined();
    expect(await photoHostRefusal('https://cdn.example.com/a.jpg', rebinding)).toMatch(/^hôte de photo refusé/);
    expect(await photoHostRefusal('http://169.254.169.254/latest/meta-data/', publicDns)).toMatch(/^hôte de photo refusé/);
    expect(await photoHostRefusal('http://[::1]:8080/a.jpg', publicDns)).toMatch(/^hôte de photo refusé/);
    expect(await photoHostRefusal('https://nowhere.invalid/a.jpg', async () => Promise.reject(new Error('ENOTFOUND')))).toMatch(/^hôte de photo introuvable/);
    const before = process.env.REALHUB_PHOTO_HOSTS_ALLOWED;
    process.env.REALHUB_PHOTO_HOSTS_ALLOWED = 'cdn.internal, 127.0.0.1';
    try {
      expect(await photoHostRefusal('http://127.0.0.1:4000/photos/a.jpg', publicDns)).toBeUndefined();
      expect(await photoHostRefusal('http://localhost:4000/photos/a.jpg', async () => ['127.0.0.1'])).toMatch(/^hôte de photo refusé/);
    } finally {
      if (before === undefined) delete process.env.REALHUB_PHOTO_HOSTS_ALLOWED;
      else process.env.REALHUB_PHOTO_HOSTS_ALLOWED = before;
    }
  });
});

describe('deactivation guard', () => {
  it('deactivates nothing from an empty feed or one with a listing without a readable MLS number', () => {
    expect(deactivationGuard({ listings: 0, unreadableMls: 0 }, 5, 5)).toBe('flux vide');
    expect(deactivationGuard({ listings: 6, unreadableMls: 1 }, 1, 10)).toMatch(/sans numéro MLS lisible/);
  });
  it('refuses more than half of the feed’s active listings at once, above a small floor', () => {
    expect(deactivationGuard({ listings: 2, unreadableMls: 0 }, 7, 9)).toBe('7 annonces sur 9 absentes du flux');
    expect(deactivationGuard({ listings: 5, unreadableMls: 0 }, 4, 8)).toBeUndefined();
    expect(deactivationGuard({ listings: 1, unreadableMls: 0 }, 3, 4)).toBeUndefined();
    expect(deactivationGuard({ listings: 0, unreadableMls: 3 }, 0, 4)).toBeUndefined();
  });
});

describe('imported photo reuse', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('imports again a failed photo, or one left pending (never processed) more than 15 minutes', () => {
    expect(usableImport({ status: 'ready', createdAt: '2026-01-01T00:00:00Z' }, now)).toBe(true);
    expect(usableImport({ status: 'pending', createdAt: '2026-11-23T11:50:00Z' }, now)).toBe(true);
    expect(usableImport({ status: 'pending', createdAt: '2026-11-23T11:40:00Z' }, now)).toBe(false);
    expect(usableImport({ status: 'failed', createdAt: '2026-11-23T11:59:00Z' }, now)).toBe(false);
    expect(usableImport(undefined, now)).toBe(false);
  });
});

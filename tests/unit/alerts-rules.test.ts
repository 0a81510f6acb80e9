import { describe, expect, it } from 'vitest';
import { alertCounterDeltas, toAlertStats, weekBucket } from '../../shared/alerts/counters.js';
import { describeCriteria } from '../../shared/alerts/labels.js';
import { alertMail, confirmationMail } from '../../shared/alerts/mail.js';
import { alertChangesOf, candidateKeysOf, changeOfKey, digestsDue, matchesCriteria, matchKeysOf, PRICE_BAND_FLOORS, priceBand } from '../../shared/alerts/rules.js';
import { signLinkToken, verifyLinkToken } from '../../shared/newsletter/server/token.js';
import type { SiteIdentity } from '../../shared/settings/identity.js';

const home = { title: 'Maison lumineuse', location: 'Sherbrooke (Fleurimont)', propertyType: 'maison' as const, price: 480_000, bedrooms: 3, bathrooms: 1.5, isActive: true, latitude: 45.4, longitude: -71.88 };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('alert matching rules', () => {
  it('matches every criterion a saved search sets, as the list and the map filter', () => {
    expect(matchesCriteria({}, home)).toBe(true);
    expect(matchesCriteria({ propertyType: 'maison', minPrice: 480_000, maxPrice: 480_000, bedrooms: 3, bathrooms: 1.5 }, home)).toBe(true);
    expect(matchesCriteria({ propertyType: 'condo' }, home)).toBe(false);
    expect(matchesCriteria({ maxPrice: 479_999 }, home)).toBe(false);
    expect(matchesCriteria({ minPrice: 480_001 }, home)).toBe(false);
    expect(matchesCriteria({ bedrooms: 4 }, home)).toBe(false);
    expect(matchesCriteria({ bathrooms: 2 }, home)).toBe(false);
    // Text and place are folded: accents and case aside; the text also reads the type's label.
    expect(matchesCriteria({ q: 'LUMINEUSE' }, home)).toBe(true);
    expect(matchesCriteria({ q: 'maison' }, { ...home, title: 'Propriété' })).toBe(true);
    expect(matchesCriteria({ location: 'fleurimont' }, home)).toBe(true);
    expect(matchesCriteria({ location: 'Magog' }, home)).toBe(false);
    // The map's area: inside, on its edge, outside, and a listing with no position.
    const area = { south: 45.3, west: -72, north: 45.4, east: -71.8 };
    expect(matchesCriteria(area, home)).toBe(true);
    expect(matchesCriteria({ ...area, north: 45.39 }, home)).toBe(false);
    expect(matchesCriteria(area, { ...home, latitude: undefined, longitude: undefined })).toBe(false);
    expect(matchesCriteria({}, { ...home, isActive: false })).toBe(false);
    // The Alerte VIP: repossessions only.
    expect(matchesCriteria({ saleContext: 'reprise_finance' }, home)).toBe(false);
    expect(matchesCriteria({ saleContext: 'reprise_finance' }, { ...home, saleContext: 'succession' })).toBe(false);
    expect(matchesCriteria({ saleContext: 'reprise_finance' }, { ...home, saleContext: 'reprise_finance' })).toBe(true);
    // Sale or rent: an alert without a transaction is for homes for sale.
    const rental = { ...home, transactionType: 'rent' as const, price: 2_150 };
    expect(matchesCriteria({}, rental)).toBe(false);
    expect(matchesCriteria({ transactionType: 'rent' }, rental)).toBe(true);
    expect(matchesCriteria({ transactionType: 'rent' }, home)).toBe(false);
    expect(matchesCriteria({ transactionType: 'sale' }, home)).toBe(true);
  });

  it('tells a listing newly for rent (or for sale) as new, never as a lower price', () => {
    const forSale = { isActive: true, price: 400_000 };
    expect(alertChangesOf(forSale, { ...forSale, price: 2_150, transactionType: 'rent' })).toEqual([{ kind: 'new', key: 'new' }]);
    expect(alertChangesOf({ isActive: true, price: 2_150, transactionType: 'rent' }, forSale)).toEqual([{ kind: 'new', key: 'new' }]);
  });

  it('files the alerts of rentals apart from those of homes for sale', () => {
    expect(matchKeysOf({ transactionType: 'rent', propertyType: 'condo', maxPrice: 2_500 })).toEqual(['rent:condo#0']);
    expect(candidateKeysOf({ propertyType: 'condo', price: 2_150, transactionType: 'rent' })).toEqual(['rent:condo#0', 'rent:any#0']);
    expect(matchKeysOf({ transactionType: 'sale', propertyType: 'condo', maxPrice: 2_500 })).toEqual(['condo#0']);
  });

  it('files a search under every band its price range overlaps, and a listing reads its own band for its type and any type', () => {
    expect(priceBand(0)).toBe(0);
    expect(priceBand(99_999)).toBe(0);
    expect(priceBand(100_000)).toBe(1);
    expect(priceBand(80_000_000)).toBe(PRICE_BAND_FLOORS.length - 1);
    expect(matchKeysOf({ propertyType: 'condo', minPrice: 250_000, maxPrice: 450_000 })).toEqual(['condo#2', 'condo#3', 'condo#4']);
    expect(matchKeysOf({})).toHaveLength(PRICE_BAND_FLOORS.length);
    expect(matchKeysOf({ minPrice: 2_500_000 })).toEqual(['any#10', 'any#11', 'any#12']);
    expect(candidateKeysOf(home)).toEqual(['maison#4', 'any#4']);
    // Whatever the price, a search whose range holds it is filed under one of the listing's keys.
    for (const price of [0, 99_999, 100_000, 480_000, 749_999, 750_000, 5_000_000, 40_000_000]) {
      const searches = [{ minPrice: price, maxPrice: price }, { maxPrice: price }, { minPrice: price }, {}, { propertyType: 'maison' as const, minPrice: Math.max(0, price - 1) }];
      for (const search of searches) expect(matchKeysOf(search).some((key) => candidateKeysOf({ propertyType: 'maison', price }).includes(key))).toBe(true);
    }
  });

  it('names the changes an alert tells: new on the market, a lower price, a reported status', () => {
    const active = { isActive: true, price: 500_000, status: 'disponible' as const };
    expect(alertChangesOf(null, active)).toEqual([{ kind: 'new', key: 'new' }]);
    expect(alertChangesOf({ ...active, isActive: false }, active)).toEqual([{ kind: 'new', key: 'new' }]);
    expect(alertChangesOf(active, { ...active, price: 475_000 })).toEqual([{ kind: 'price-drop', key: 'price:475000', from: 500_000 }]);
    expect(alertChangesOf(active, { ...active, price: 525_000 })).toEqual([]);
    expect(alertChangesOf(active, { ...active, status: 'vendu' })).toEqual([{ kind: 'status', key: 'status:vendu', status: 'vendu' }]);
    expect(alertChangesOf(active, { ...active, status: 'en_attente' })).toEqual([]);
    expect(alertChangesOf(active, { ...active, isActive: false })).toEqual([]);
    expect(alertChangesOf(active, null)).toEqual([]);
    // Said a repossession once on the market: new to the Alerte VIP (the other alerts already had it as new).
    expect(alertChangesOf(active, { ...active, saleContext: 'reprise_finance', price: 490_000 })).toEqual([
      { kind: 'new', key: 'new' },
      { kind: 'price-drop', key: 'price:490000', from: 500_000 },
    ]);
    expect(alertChangesOf({ ...active, saleContext: 'reprise_finance' }, { ...active, saleContext: 'reprise_finance' })).toEqual([]);
  });
});

describe('alert digests', () => {
  it('are due at 7 h in Quebec, daily every day and weekly on Mondays, across both DST changes', () => {
    // Standard time (UTC−5) and daylight time (UTC−4), on both sides of 2026's changes (8 March, 1 November).
    expect(digestsDue(new Date('2026-03-07T12:00:00Z'))).toEqual(['daily']); // Saturday 7:00 EST
    expect(digestsDue(new Date('2026-03-07T11:00:00Z'))).toEqual([]); // 6:00 EST
    expect(digestsDue(new Date('2026-03-08T11:00:00Z'))).toEqual(['daily']); // Sunday 7:00 EDT, the day clocks go forward
    expect(digestsDue(new Date('2026-03-08T12:00:00Z'))).toEqual([]); // 8:00 EDT
    expect(digestsDue(new Date('2026-03-09T11:00:00Z'))).toEqual(['daily', 'weekly']); // Monday 7:00 EDT
    expect(digestsDue(new Date('2026-11-01T12:00:00Z'))).toEqual(['daily']); // Sunday 7:00 EST, the day clocks go back
    expect(digestsDue(new Date('2026-11-01T11:00:00Z'))).toEqual([]); // 6:00 EST
    expect(digestsDue(new Date('2026-11-02T12:00:00Z'))).toEqual(['daily', 'weekly']); // Monday 7:00 EST
    expect(digestsDue(new Date('2026-11-02T11:00:00Z'))).toEqual([]);
    // Exactly one due run a day over a whole year of hourly runs, 52 or 53 weekly ones.
    let daily = 0;
    let weekly = 0;
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 3600_000) {
      const due = digestsDue(new Date(t));
      if (due.includes('daily')) daily++;
      if (due.includes('weekly')) weekly++;
    }
    expect(daily).toBe(365);
    expect(weekly).toBe(52);
  });

  it('read a stored change back', () => {
    expect(changeOfKey('new')).toEqual({ kind: 'new', key: 'new' });
    expect(changeOfKey('price:450000', 480_000)).toEqual({ kind: 'price-drop', key: 'price:450000', from: 480_000 });
    expect(changeOfKey('status:vendu')).toEqual({ kind: 'status', key: 'status:vendu', status: 'vendu' });
  });
});

describe('alert counters', () => {
  const key = (name: string) => ({ scope: 'alerts', bucket: 'all', name });
  it('move by the difference of each write: created, confirmed, another frequency, deleted', () => {
    const pending = { status: 'pending' as const, frequency: 'daily' as const };
    const active = { ...pending, status: 'active' as const };
    expect(alertCounterDeltas(null, pending)).toEqual([{ key: key('status#pending'), by: 1 }, { key: key('frequency#daily'), by: 1 }]);
    expect(alertCounterDeltas(pending, active)).toEqual([{ key: key('status#pending'), by: -1 }, { key: key('status#active'), by: 1 }]);
    expect(alertCounterDeltas(active, { ...active, frequency: 'weekly' })).toEqual([{ key: key('frequency#daily'), by: -1 }, { key: key('frequency#weekly'), by: 1 }]);
    expect(alertCounterDeltas(active, active)).toEqual([]);
    expect(alertCounterDeltas(active, null)).toEqual([{ key: key('status#active'), by: -1 }, { key: key('frequency#daily'), by: -1 }]);
  });

  it('count the mails in the Quebec week, from its Monday', () => {
    expect(weekBucket(new Date('2026-11-30T12:00:00Z'))).toBe('week#2026-11-30'); // a Monday
    expect(weekBucket(new Date('2026-12-06T23:00:00Z'))).toBe('week#2026-11-30'); // Sunday 18 h in Quebec
    expect(weekBucket(new Date('2026-12-07T04:30:00Z'))).toBe('week#2026-11-30'); // still Sunday 23 h 30 in Quebec
    expect(weekBucket(new Date('2026-12-07T05:30:00Z'))).toBe('week#2026-12-07');
    expect(toAlertStats({ 'status#active': 3, 'status#pending': -1 }, { mails: 7 })).toEqual({
      byStatus: { pending: 0, active: 3, paused: 0 },
      byFrequency: { immediate: 0, daily: 0, weekly: 0 },
      mailsThisWeek: 7,
    });
  });
});

describe('alert link tokens', () => {
  const key = 'k'.repeat(43);
  const now = new Date('2026-11-30T12:00:00Z');
  it('work for their purpose until they expire, never for another purpose', () => {
    const token = signLinkToken(key, 'alert-confirm', 'abc-123', 3600, now);
    expect(verifyLinkToken(key, 'alert-confirm', token, now)).toMatchObject({ valid: true, id: 'abc-123' });
    expect(verifyLinkToken(key, 'alert-manage', token, now)).toEqual({ valid: false, reason: 'signature' });
    expect(verifyLinkToken(key, 'unsubscribe', token, now)).toEqual({ valid: false, reason: 'signature' });
    expect(verifyLinkToken(key, 'alert-confirm', token, new Date(now.getTime() + 3600_000))).toEqual({ valid: false, reason: 'expired' });
    expect(verifyLinkToken('other'.repeat(9), 'alert-confirm', token, now)).toEqual({ valid: false, reason: 'signature' });
    expect(verifyLinkToken(key, 'alert-confirm', token.replace('abc-123', 'abc-124'), now)).toEqual({ valid: false, reason: 'signature' });
    expect(verifyLinkToken(key, 'alert-confirm', 'nonsense', now)).toEqual({ valid: false, reason: 'malformed' });
  });
});

describe('alert mails', () => {
  const identity = { agencyName: 'Courtage Québec inc.', agencyLicenceNumber: 'A1', phone: '418 555-0100', email: 'info@exemple.ca', street: '1 rue X', locality: 'Québec', postalCode: 'G1R 1A1' } as SiteIdentity;
  const links = { manage: 'https://exemple.ca/alertes?token=t', oneClick: 'https://exemple.ca/api/alerts/a/one-click?token=t' };

  it('describes the criteria in French', () => {
    expect(plain(describeCriteria({ propertyType: 'condo', location: 'Laval', minPrice: 300_000, maxPrice: 450_000, bedrooms: 2, bathrooms: 1 }))).toBe('Condo, à Laval, de 300 000 $ à 450 000 $, 2 chambres et plus, 1 salle de bain et plus');
    expect(describeCriteria({})).toBe('Toutes les propriétés');
    expect(describeCriteria({ saleContext: 'reprise_finance' })).toBe('Toutes les propriétés, en reprise de finance');
    expect(describeCriteria({ transactionType: 'rent', propertyType: 'condo', maxPrice: 2_000 }).replace(/\s/g, ' ')).toBe('Condo, à louer, jusqu’à 2 000 $ par mois');
    expect(describeCriteria({ south: 45, west: -74, north: 46, east: -73 })).toBe('Toutes les propriétés, dans la zone choisie sur la carte');
  });

  it('the alert mail shows each listing with its photo, price and link, the brokerage and the one-click headers', () => {
    const mail = alertMail(
      'lea@exemple.ca',
      { location: 'Sherbrooke' },
      [{ change: { kind: 'price-drop', key: 'price:450000', from: 480_000 }, listing: { id: 'p1', title: 'Maison lumineuse', price: 450_000, propertyType: 'maison', location: 'Sherbrooke', imageUrl: '/media/p1/800.webp' } }],
      'https://exemple.ca/',
      links,
      identity,
    );
    expect(plain(mail.subject)).toBe('Prix réduit (auparavant 480 000 $) : Maison lumineuse');
    expect(mail.html).toContain('<img src="https://exemple.ca/media/p1/800.webp"');
    expect(mail.text).toContain('https://exemple.ca/property/p1');
    expect(plain(mail.text!)).toContain('450 000 $ · Maison · Sherbrooke');
    expect(mail.text).toContain('Courtage Québec inc.');
    expect(mail.text).toContain(`Gérer mes alertes : ${links.manage}`);
    expect(mail.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('the confirmation mail asks for the link before anything is sent', () => {
    const mail = confirmationMail('lea@exemple.ca', { location: 'Laval' }, 'daily', 'https://exemple.ca/alertes?confirmer=t', identity);
    expect(mail.text).toContain('Confirmer mon alerte : https://exemple.ca/alertes?confirmer=t');
    expect(mail.text).toContain('Toutes les propriétés, à Laval (une fois par jour).');
    expect(mail.text).toContain('Sans confirmation, aucune alerte ne vous sera envoyée.');
  });
});

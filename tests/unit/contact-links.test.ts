import { describe, expect, it } from 'vitest';
import { initials, telHref, whatsappHref } from '../../web/src/lib/contact-links.js';

describe('whatsappHref', () => {
  it.each([
    ['(514) 555-0101', 'https://wa.me/15145550101'],
    ['514.555.0101', 'https://wa.me/15145550101'],
    ['+1 514 555-0101', 'https://wa.me/15145550101'],
    ['+33 6 12 34 56 78', 'https://wa.me/33612345678'],
  ])('%s → %s', (phone, href) => {
    expect(whatsappHref(phone)).toBe(href);
  });

  it('gives no link for something that is not a phone number', () => {
    expect(whatsappHref('poste 12')).toBeUndefined();
    expect(whatsappHref('')).toBeUndefined();
  });
});

describe('telHref', () => {
  it('adds the North American country code to 10 digits and keeps an international number', () => {
    expect(telHref('(514) 555-0101')).toBe('tel:+15145550101');
    expect(telHref('+33 6 12 34 56 78')).toBe('tel:+33612345678');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initials('Marc-André Gagnon')).toBe('MG');
    expect(initials('  émilie   côté  roy')).toBe('ÉC');
    expect(initials('Cher')).toBe('C');
  });
});

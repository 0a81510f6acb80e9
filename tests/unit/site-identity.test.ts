import { describe, expect, it } from 'vitest';
import { agencyMention, EMPTY_SITE_IDENTITY, hourLines, socialProfiles, telHref } from '../../shared/settings/identity.js';
import { siteSettingsChangesSchema } from '../../shared/settings/schema.js';

describe("the brokerage's identity", () => {
  it('names the agency with its OACIQ designation, and nothing while no name is given', () => {
    expect(agencyMention({ agencyName: 'Courtage Québec inc.' })).toBe('Courtage Québec inc., agence immobilière');
    expect(agencyMention({ agencyName: '' })).toBe('');
  });

  it('dials a North American number with +1 and keeps a given country code', () => {
    expect(telHref('(514) 555-0199')).toBe('tel:+15145550199');
    expect(telHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
  });

  it('reads the office hours one line each, and links only the social profiles given', () => {
    expect(hourLines({ officeHours: ' Lundi : 9 h à 18 h \n\nSamedi : fermé' })).toEqual(['Lundi : 9 h à 18 h', 'Samedi : fermé']);
    expect(socialProfiles({ ...EMPTY_SITE_IDENTITY, linkedinUrl: 'https://www.linkedin.com/company/x' })).toEqual([
      { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/x' },
    ]);
  });

  it('accepts an empty field (not shown) and refuses a malformed one in French', () => {
    expect(siteSettingsChangesSchema.parse({ phone: '', facebookUrl: '' })).toEqual({ phone: '', facebookUrl: '' });
    expect(siteSettingsChangesSchema.parse({ phone: ' (418) 555-0100 ', postalCode: 'g1r 4p5' })).toEqual({ phone: '(418) 555-0100', postalCode: 'g1r 4p5' });
    const refused = (changes: object) => siteSettingsChangesSchema.safeParse(changes).error?.issues[0]?.message;
    expect(refused({ phone: 'appelez-nous' })).toBe('Le téléphone se compose de chiffres (espaces, parenthèses, + et - permis).');
    expect(refused({ facebookUrl: 'http://facebook.com/x' })).toBe('Le lien Facebook doit être une adresse https.');
    expect(refused({ email: 'info@' })).toBe('Veuillez entrer une adresse email valide.');
    expect(refused({ postalCode: '12345' })).toBe('Le code postal a la forme H3B 4W8.');
    expect(refused({ agencyLicenceNumber: 'AQ-123' })).toBe('Le numéro de permis OACIQ se compose de lettres et de chiffres (12 au plus).');
  });

  it('takes as logo a rendition of the photo pipeline only (it is on every page), or none', () => {
    const logo = '/media/photos/0b7c6a4e-2f1d-4c3b-9a8e-5d6f7a8b9c0d/960.webp';
    expect(siteSettingsChangesSchema.parse({ logoUrl: logo })).toEqual({ logoUrl: logo });
    expect(siteSettingsChangesSchema.parse({ logoUrl: '' })).toEqual({ logoUrl: '' });
    for (const logoUrl of ['https://ailleurs.example/logo.png', '/media/site/logo.webp', 'javascript:alert(1)'])
      expect(siteSettingsChangesSchema.safeParse({ logoUrl }).error?.issues[0]?.message).toBe('Le logo doit être une image téléversée dans le site.');
  });
});

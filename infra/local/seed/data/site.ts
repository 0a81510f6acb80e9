import type { SiteIdentity } from '../../../../shared/settings/identity.js';

/**
 * The demo brokerage's details (a made-up agency: its licence number follows the OACIQ's form and is no
 * real one; 555-01xx numbers are reserved for fiction). A brokerage enters its own in Paramètres.
 */
export const demoSiteIdentity: SiteIdentity = {
  agencyName: 'Courtage Québec inc.',
  agencyLicenceNumber: 'AQ12345',
  phone: '(514) 555-0199',
  email: 'info@courtage-quebec.ca',
  street: '1250, boulevard René-Lévesque Ouest',
  locality: 'Montréal (Québec)',
  postalCode: 'H3B 4W8',
  officeHours: 'Lundi au vendredi : 9 h à 18 h\nSamedi : 10 h à 16 h\nDimanche : sur rendez-vous',
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  linkedinUrl: 'https://www.linkedin.com/',
  youtubeUrl: 'https://www.youtube.com/',
};

/** The demo's emergency e-mail and privacy officer (Law 25), made up like the rest. */
export const demoSiteContacts = {
  contactEmail: 'urgence@courtage-quebec.ca',
  privacyOfficerName: 'Isabelle Fortin',
  privacyOfficerTitle: 'Vice-présidente, conformité',
  privacyOfficerEmail: 'vie.privee@courtage-quebec.ca',
  privacyOfficerPhone: '(514) 555-0188',
};

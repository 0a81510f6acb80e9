import type { SiteClaims } from '../../../../shared/settings/claims.js';
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
  // The default mark and name: a brokerage uploads its own in Paramètres → Site.
  logoUrl: '',
};

/** The demo's emergency e-mail and privacy officer (Law 25), made up like the rest. */
export const demoSiteContacts = {
  contactEmail: 'urgence@courtage-quebec.ca',
  privacyOfficerName: 'Isabelle Fortin',
  privacyOfficerTitle: 'Vice-présidente, conformité',
  privacyOfficerEmail: 'vie.privee@courtage-quebec.ca',
  privacyOfficerPhone: '(514) 555-0188',
};

const AGENCY_RECORDS = 'Registres de l’agence (démonstration)';
/** The demo's claims (Paramètres → Site), made up like the rest, each with a source and a date. */
export const demoSiteClaims: SiteClaims = {
  sellerGuarantees: [
    { title: 'Vendu en moins de 30 jours', text: 'ou 50 % de réduction sur notre commission.' },
    { title: 'Commission à partir de 1 %', text: 'un service complet, sans frais cachés.' },
    { title: 'Réponse en moins de 24 h', text: 'un courtier vous rappelle dès le jour ouvrable suivant.' },
  ],
  sellerFigures: [
    { value: '18 jours', label: 'délai de vente moyen', detail: '', source: AGENCY_RECORDS, asOf: '2026-09-30' },
    { value: '98,2 %', label: 'du prix demandé obtenu', detail: '', source: AGENCY_RECORDS, asOf: '2026-09-30' },
    { value: '2 847', label: 'propriétés vendues', detail: '', source: AGENCY_RECORDS, asOf: '2026-09-30' },
    { value: '6 310', label: 'clients accompagnés', detail: '', source: AGENCY_RECORDS, asOf: '2026-09-30' },
  ],
  marketFigures: [
    { value: '+12 %', label: 'Croissance du marché', detail: 'Hausse des ventes de reprises de finance au Québec sur un an.', source: 'Statistiques de marché (démonstration)', asOf: '2026-06-30' },
    { value: '2,4 mois', label: 'd’inventaire', detail: 'Les propriétés reprises s’écoulent vite : les acheteurs informés tôt ont l’avantage.', source: 'Statistiques de marché (démonstration)', asOf: '2026-06-30' },
  ],
};

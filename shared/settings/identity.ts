/**
 * The brokerage's identity as the public pages read it (no schema here: this module is in every page's
 * JavaScript). Its fields are checked by `siteIdentityFields` in ./schema.ts; '' is "not given".
 */
export type SiteIdentity = {
  agencyName: string;
  agencyLicenceNumber: string;
  phone: string;
  email: string;
  street: string;
  locality: string;
  postalCode: string;
  officeHours: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  youtubeUrl: string;
  /** The brokerage's own logo (a rendition of the photo pipeline), in place of the default mark and name. */
  logoUrl: string;
};

export const EMPTY_SITE_IDENTITY: SiteIdentity = {
  agencyName: '',
  agencyLicenceNumber: '',
  phone: '',
  email: '',
  street: '',
  locality: '',
  postalCode: '',
  officeHours: '',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  logoUrl: '',
};

/** The site's brand: the name in the header, the titles and the mails' subjects (the agency's legal name is a setting). */
export const BRAND_NAME = 'Courtage Québec';

/**
 * The OACIQ's mention of the agency in its advertising, a website included: its name as on the licence and
 * its designation (docs/quebec-rules.md). The agency's licence is always of this one kind.
 */
export const AGENCY_DESIGNATION = 'agence immobilière';

/** « Courtage Québec inc., agence immobilière », or '' while the agency's name is not given. */
export function agencyMention(identity: Pick<SiteIdentity, 'agencyName'>): string {
  return identity.agencyName ? `${identity.agencyName}, ${AGENCY_DESIGNATION}` : '';
}

/** 'tel:+15145550199' for '(514) 555-0199': a ten-digit number is North American (+1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The office hours, one period a line. */
export const hourLines = (identity: Pick<SiteIdentity, 'officeHours'>) =>
  identity.officeHours
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The social networks the footer can link to, with the setting that holds each profile's address. */
export const SOCIAL_NETWORKS = [
  { network: 'facebook', label: 'Facebook', field: 'facebookUrl' },
  { network: 'instagram', label: 'Instagram', field: 'instagramUrl' },
  { network: 'linkedin', label: 'LinkedIn', field: 'linkedinUrl' },
  { network: 'youtube', label: 'YouTube', field: 'youtubeUrl' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['network'];

/** The profiles the brokerage gave, in the list's order. */
export const socialProfiles = (identity: SiteIdentity) =>
  SOCIAL_NETWORKS.filter(({ field }) => identity[field]).map(({ network, label, field }) => ({ network, label, href: identity[field] }));

/** The postal address on one line, or '' while none is given. */
export const addressLine = (identity: Pick<SiteIdentity, 'street' | 'locality' | 'postalCode'>) =>
  identity.street ? [identity.street, [identity.locality, identity.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

/**
 * Who sends the site's commercial mail, as CASL asks it to be identified (docs/quebec-rules.md): the agency's name
 * (the brand until it is given), its mailing address and its e-mail, as far as they are given.
 */
export function senderIdentification(identity: SiteIdentity): string {
  return [agencyMention(identity) || BRAND_NAME, addressLine(identity), identity.email].filter(Boolean).join(', ');
}

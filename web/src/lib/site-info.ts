/** Brokerage contact details shown across the site (header menu, footer). */
export const siteInfo = {
  phone: { display: '(514) 555-0199', href: 'tel:+15145550199' },
  email: 'info@courtagequebec.ca',
  address: {
    street: '1250, boulevard René-Lévesque Ouest',
    locality: 'Montréal (Québec)',
    postalCode: 'H3B 4W8',
  },
  /** Office hours, shown on /contact. */
  hours: [
    { days: 'Lundi au vendredi', time: '9 h à 18 h' },
    { days: 'Samedi', time: '10 h à 16 h' },
    { days: 'Dimanche', time: 'Sur rendez-vous' },
  ],
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

export type SocialNetwork = (typeof siteInfo.social)[number]['network'];

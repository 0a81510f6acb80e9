import type { NewsletterSource } from '../../../../shared/newsletter/consent.js';

/**
 * Demo newsletter subscribers: the four forms, a few unsubscribed, some who joined in the last hours
 * (always "this month"), one imported without a recorded source (shown as the spec's 'Website').
 * `daysAgo` dates the first subscription; `unsubscribedDaysAgo` marks the unsubscribed ones.
 */
export type DemoSubscriber = {
  key: string;
  email: string;
  name: string | null;
  /** '' : imported from the old site without a source. */
  source: NewsletterSource | '';
  daysAgo: number;
  unsubscribedDaysAgo?: number;
};

export const demoSubscribers: DemoSubscriber[] = [
  { key: 'julie-tremblay', email: 'julie.tremblay@exemple.ca', name: 'Julie Tremblay', source: 'footer', daysAgo: 0 },
  { key: 'marc-andre-cote', email: 'marc-andre.cote@exemple.ca', name: 'Marc-André Côté', source: 'blog', daysAgo: 0 },
  { key: 'chloe-gagnon', email: 'chloe.gagnon@exemple.ca', name: 'Chloé Gagnon', source: 'alerte-vip', daysAgo: 0 },
  { key: 'francois-belanger', email: 'francois.belanger@exemple.ca', name: 'François Bélanger', source: 'footer', daysAgo: 3 },
  { key: 'amelie-roy', email: 'amelie.roy@exemple.ca', name: 'Amélie Roy', source: 'blog', daysAgo: 9, unsubscribedDaysAgo: 2 },
  { key: 'samir-haddad', email: 'samir.haddad@exemple.ca', name: 'Samir Haddad', source: 'alerte-vip', daysAgo: 14 },
  { key: 'nathalie-pelletier', email: 'nathalie.pelletier@exemple.ca', name: 'Nathalie Pelletier', source: 'footer', daysAgo: 21 },
  { key: 'sans-nom', email: 'info.duplex.limoilou@exemple.ca', name: null, source: 'footer', daysAgo: 33 },
  { key: 'eric-lavoie', email: 'eric.lavoie@exemple.ca', name: 'Éric Lavoie', source: 'desabonnement', daysAgo: 47 },
  { key: 'sophie-nguyen', email: 'sophie.nguyen@exemple.ca', name: 'Sophie Nguyen', source: 'blog', daysAgo: 62, unsubscribedDaysAgo: 20 },
  { key: 'gabriel-ouellet', email: 'gabriel.ouellet@exemple.ca', name: 'Gabriel Ouellet', source: 'alerte-vip', daysAgo: 80 },
  { key: 'isabelle-morin', email: 'isabelle.morin@exemple.ca', name: 'Isabelle Morin', source: 'footer', daysAgo: 105, unsubscribedDaysAgo: 60 },
  { key: 'olivier-fortin', email: 'olivier.fortin@exemple.ca', name: 'Olivier Fortin', source: '', daysAgo: 140 },
  { key: 'lea-bouchard', email: 'lea.bouchard@exemple.ca', name: 'Léa Bouchard', source: '', daysAgo: 190 },
  { key: 'karim-benali', email: 'karim.benali@exemple.ca', name: 'Karim Benali', source: 'blog', daysAgo: 240, unsubscribedDaysAgo: 100 },
];

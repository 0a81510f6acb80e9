// Zod-free and pure: the alert form on the public pages reads it (no validation library in their first load).
import { formatPrice } from '../format.js';
import { typeLabel } from '../properties/labels.js';
import type { AlertCriteria } from './schema.js';

/** How often a saved search writes (issue 28): each change within a minute, or one digest a day or a week. */
export const ALERT_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'Dès qu’une propriété correspond',
  daily: 'Une fois par jour',
  weekly: 'Une fois par semaine',
};

/** The forms that create an alert: the listings, the map (its visible area is a criterion), « Recherche IA », the Alerte VIP. */
export const ALERT_SOURCES = ['listings', 'carte', 'search', 'alerte-vip'] as const;
export type AlertSource = (typeof ALERT_SOURCES)[number];

/**
 * The consent a visitor gives by creating an alert (CASL: what is sent, by whom, how to reach them, withdrawal).
 * The form shows it and the server records this wording, never one sent by the client.
 */
export const alertConsentWording = (sender: string) =>
  `En créant cette alerte, vous acceptez de recevoir par courriel les propriétés correspondant à vos critères de la part de ${sender}. Rien ne vous sera envoyé avant que vous ne confirmiez votre adresse. Vous pouvez retirer votre consentement en tout temps grâce au lien présent dans chaque courriel.`;

/** The alert's criteria in words: its mails, its form and « Gérer mes alertes ». */
export function describeCriteria(c: AlertCriteria): string {
  const parts = [
    c.propertyType ? typeLabel(c.propertyType) : 'Toutes les propriétés',
    c.transactionType === 'rent' ? 'à louer' : '',
    c.saleContext === 'reprise_finance' ? 'en reprise de finance' : c.saleContext === 'succession' ? 'en succession' : '',
    c.location ? `à ${c.location}` : '',
    c.q ? `« ${c.q} »` : '',
    (c.minPrice !== undefined && c.maxPrice !== undefined
      ? `de ${formatPrice(c.minPrice)} à ${formatPrice(c.maxPrice)}`
      : c.minPrice !== undefined
        ? `à partir de ${formatPrice(c.minPrice)}`
        : c.maxPrice !== undefined
          ? `jusqu’à ${formatPrice(c.maxPrice)}`
          : '') + (c.transactionType === 'rent' && (c.minPrice !== undefined || c.maxPrice !== undefined) ? ' par mois' : ''),
    c.bedrooms !== undefined ? `${c.bedrooms} chambre${c.bedrooms > 1 ? 's' : ''} et plus` : '',
    c.bathrooms !== undefined ? `${c.bathrooms} salle${c.bathrooms > 1 ? 's' : ''} de bain et plus` : '',
    c.south !== undefined ? 'dans la zone choisie sur la carte' : '',
  ];
  return parts.filter(Boolean).join(', ');
}


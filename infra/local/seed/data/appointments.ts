import type { AppointmentStatus } from '../../../../shared/appointments/schema.js';

/**
 * Demo visit requests on demo properties. `dayOffset` is days from the seed's day in Quebec (0: today)
 * and `time` the local start time there (HH:mm); visits last 30 minutes. A `message` makes the seed
 * create the visitor's buyer lead first (as a completed booking would) and link it.
 */
export type DemoAppointment = {
  key: string;
  propertyKey: string;
  inviteeName: string;
  inviteeEmail: string;
  inviteePhone: string;
  dayOffset: number;
  time: string;
  eventStatus: Exclude<AppointmentStatus, 'completed'>;
  message?: string;
};

export const demoAppointments: DemoAppointment[] = [
  {
    key: 'visite-griffintown-aujourdhui',
    propertyKey: 'condo-griffintown-1',
    inviteeName: 'Camille Tremblay',
    inviteeEmail: 'camille.tremblay@exemple.ca',
    inviteePhone: '514-555-0142',
    dayOffset: 0,
    time: '10:30',
    eventStatus: 'scheduled',
    message: "Bonjour, j'aimerais voir le condo avec mon conjoint. Le stationnement est-il inclus dans le prix ?",
  },
  {
    key: 'visite-plateau-aujourdhui',
    propertyKey: 'triplex-plateau-1',
    inviteeName: 'Olivier Gagnon',
    inviteeEmail: 'olivier.gagnon@exemple.ca',
    inviteePhone: '438-555-0187',
    dayOffset: 0,
    time: '16:00',
    eventStatus: 'confirmed',
    message: 'Investisseur, je cherche un triplex avec revenus. Pouvez-vous apporter les baux en cours ?',
  },
  {
    key: 'visite-westmount-demain',
    propertyKey: 'maison-westmount-1',
    inviteeName: 'Sophie Lefebvre',
    inviteeEmail: 'sophie.lefebvre@exemple.ca',
    inviteePhone: '514-555-0110',
    dayOffset: 1,
    time: '13:00',
    eventStatus: 'scheduled',
  },
  {
    key: 'visite-vieux-quebec',
    propertyKey: 'condo-vieux-quebec-1',
    inviteeName: 'Jean-François Roy',
    inviteeEmail: 'jf.roy@exemple.ca',
    inviteePhone: '418-555-0163',
    dayOffset: 2,
    time: '11:00',
    eventStatus: 'scheduled',
    message: 'Nous déménageons à Québec cet été. Le condo est-il toujours disponible pour une visite samedi ?',
  },
  {
    key: 'visite-laval',
    propertyKey: 'maison-laval-1',
    inviteeName: 'Émilie Bouchard',
    inviteeEmail: 'emilie.bouchard@exemple.ca',
    inviteePhone: '450-555-0199',
    dayOffset: 4,
    time: '18:30',
    eventStatus: 'confirmed',
  },
  {
    key: 'visite-rosemont',
    propertyKey: 'duplex-rosemont-1',
    inviteeName: 'Mathieu Pelletier',
    inviteeEmail: 'mathieu.pelletier@exemple.ca',
    inviteePhone: '514-555-0175',
    dayOffset: 6,
    time: '09:30',
    eventStatus: 'scheduled',
  },
  {
    key: 'visite-saint-henri-annulee',
    propertyKey: 'loft-saint-henri-1',
    inviteeName: 'Léa Fortin',
    inviteeEmail: 'lea.fortin@exemple.ca',
    inviteePhone: '514-555-0131',
    dayOffset: -2,
    time: '15:00',
    eventStatus: 'canceled',
    message: 'Je dois malheureusement reporter ma visite, je vous recontacte la semaine prochaine.',
  },
  {
    key: 'visite-limoilou-passee',
    propertyKey: 'maison-de-ville-limoilou-1',
    inviteeName: 'Antoine Côté',
    inviteeEmail: 'antoine.cote@exemple.ca',
    inviteePhone: '418-555-0124',
    dayOffset: -5,
    time: '14:00',
    eventStatus: 'confirmed',
  },
];

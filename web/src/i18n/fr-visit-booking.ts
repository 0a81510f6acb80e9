/** French text of the booking dialog (the scheduling widget), shared by the property page and the broker profile. */
export const frVisitBooking = {
  title: 'Réserver une visite',
  /** From a broker's profile: a meeting with the broker, about no property in particular. */
  meetingTitle: 'Réserver un rendez-vous',
  duration: 'Durée : 45 minutes',
  withAgent: (agent: string) => `Avec ${agent}`,
  close: 'Fermer',
  frameTitle: 'Calendrier de réservation de la visite',
  meetingFrameTitle: 'Calendrier de réservation du rendez-vous',
  loadingWidget: 'Chargement du calendrier...',
  /** Law 25: what the widget's fields are for (the provider, Calendly, is named in the policy). */
  purpose: 'Les renseignements saisis dans le calendrier (fourni par Calendly) servent uniquement à organiser ce rendez-vous avec le courtier.',
  widgetError: 'Le calendrier de réservation n’a pas pu être chargé. Réessayez plus tard ou appelez votre courtier.',
  customAnswer: (title: string, id: string, agent: string) => `Propriété : ${title} (ID : ${id}) – Courtier : ${agent}`,
  meetingCustomAnswer: (agent: string) => `Consultation – Courtier : ${agent}`,
  successTitle: 'Succès!',
  successText: 'Rendez-vous planifié avec succès!',
  /** While the scheduling service's details are fetched (a few seconds at most). */
  completing: 'Confirmation du rendez-vous en cours...',
  incompleteTitle: 'Données incomplètes',
  incompleteText: 'Rendez-vous créé mais données incomplètes',
  duplicateTitle: 'Rendez-vous déjà planifié',
  errorTitle: 'Erreur',
  errorText: 'Erreur lors de la planification du rendez-vous',
} as const;

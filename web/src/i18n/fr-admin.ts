/** French text of the back office, kept apart from fr.ts so public pages never download it. */
export const frAdmin = {
  title: 'Administration',
  heading: 'Administration',
  comingLater: 'Le back-office de gestion arrivera dans une version ultérieure.',
  backToSite: 'Retour au site',
} as const;

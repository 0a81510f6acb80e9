/** French text of /desabonnement (the newsletter's unsubscribe link). */
export const frUnsubscribe = {
  pageTitle: 'Désabonnement',
  pending: 'Désabonnement en cours…',
  doneTitle: 'Vous êtes désabonné',
  doneText: 'Vous ne recevrez plus notre infolettre à cette adresse. Aucune autre démarche n’est nécessaire.',
  resubscribeTitle: 'Vous avez changé d’avis ?',
  resubscribeText: 'Entrez votre adresse courriel pour recevoir de nouveau notre infolettre.',
  errorTitle: 'Désabonnement impossible',
  missingToken: 'Ce lien de désabonnement est incomplet. Ouvrez le lien tel qu’il figure dans notre courriel.',
  contact: 'Écrivez-nous et nous vous désabonnerons :',
  contactPage: 'notre page de contact',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
} as const;

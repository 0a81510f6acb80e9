/** French text of the exit-intent valuation popup (loaded with the popup only). */
export const frExitPopup = {
  title: 'Attendez ! Votre évaluation gratuite',
  description: 'Laissez-nous votre nom et l’adresse de votre propriété : un courtier certifié vous rappelle avec une évaluation gratuite et sans engagement.',
  close: 'Fermer',
  countdown: (time: string) => `Cette offre se ferme dans ${time}`,
  fields: {
    name: 'Nom complet',
    address: 'Adresse de la propriété',
    email: 'Courriel (facultatif)',
    phone: 'Téléphone (facultatif)',
    details: 'Précisions (facultatif)',
  },
  placeholders: {
    address: '123, rue Principale, Montréal',
    phone: '(514) 555-0123',
  },
  purpose: 'Vos coordonnées servent uniquement à vous rappeler au sujet de cette évaluation.',
  submit: 'Obtenir mon évaluation gratuite',
  submitting: 'Envoi en cours...',
  noThanks: 'Non merci',
  /** Spec §8 'Exit popup'. */
  successTitle: 'Demande envoyée !',
  successText: 'Nous vous contacterons rapidement pour votre évaluation gratuite.',
  failure: 'Une erreur est survenue. Veuillez réessayer.',
  invalidEmail: 'Veuillez entrer une adresse email valide.',
} as const;

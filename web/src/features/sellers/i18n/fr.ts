/** French text of the sellers page /vendeur-lead (public-site.md §1, §2, §5, §8). */
export const frSellers = {
  title: 'Vendre votre propriété',
  hero: {
    eyebrow: 'Évaluation gratuite',
    // A promise of time belongs in the guarantees the brokerage states itself (Paramètres → Site), not in the web code.
    heading: 'Vendez votre propriété avec nos courtiers',
    text: 'Nos courtiers certifiés évaluent votre propriété gratuitement et vous accompagnent jusqu’à la vente, au meilleur prix.',
    cta: 'Obtenir mon évaluation gratuite',
    guaranteesTitle: 'Nos garanties',
  },
  form: {
    title: 'Évaluation gratuite de votre propriété',
    intro: 'Les champs marqués d’un astérisque sont obligatoires.',
    fields: {
      nom: 'Nom complet',
      email: 'Courriel',
      telephone: 'Téléphone',
      adresse: 'Adresse de la propriété',
      typeProprietee: 'Type de propriété',
      delaiVente: 'Délai de vente souhaité',
      prixEstime: 'Prix estimé',
      situation: 'Votre situation',
    },
    placeholders: {
      telephone: '(514) 555-0123',
      adresse: '1234, rue Saint-Denis, Montréal',
      prixEstime: '650 000 $',
      situation: 'Déménagement, succession, agrandissement de la famille…',
    },
    notSpecified: 'Non précisé',
    types: { maison: 'Maison', condo: 'Condo', duplex: 'Duplex', commercial: 'Commercial' },
    timeframes: {
      urgent: 'Urgent (moins de 1 mois)',
      rapide: 'Rapide (1 à 3 mois)',
      standard: 'Standard (3 à 6 mois)',
      flexible: 'Flexible (plus de 6 mois)',
    },
    purpose: 'Vos coordonnées servent uniquement à préparer votre évaluation et à vous rappeler à son sujet.',
    submit: 'Recevoir mon évaluation gratuite',
    submitting: 'Envoi en cours...',
  },
  /** Spec §8, exact. */
  toasts: {
    errorTitle: 'Erreur',
    missingFields: 'Veuillez remplir tous les champs obligatoires',
    failure: 'Une erreur est survenue. Veuillez réessayer.',
    successTitle: '✅ Demande envoyée !',
    successText: 'Nous vous contacterons dans les 24h pour votre évaluation gratuite.',
  },
  /** The figures themselves are the brokerage's (Paramètres → Site), each with its source and date. */
  stats: {
    title: 'Des résultats qui parlent',
  },
  testimonials: {
    title: 'Ils nous ont confié leur vente',
    rating: (n: number) => `${n} étoiles sur 5`,
  },
  cta: {
    title: 'Une question avant de vous lancer ?',
    text: 'Parlez à un courtier dès maintenant, sans engagement.',
    call: (phone: string) => `Appeler le ${phone}`,
    write: 'Nous écrire',
  },
} as const;

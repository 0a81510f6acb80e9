/** French text of the shared components (web/src/components): property card, search options, carousel, photo gallery, mortgage calculator. */
export const frComponents = {
  carousel: {
    roleDescription: 'carrousel',
    slideRoleDescription: 'diapositive',
    slideLabel: (position: number, total: number) => `${position} sur ${total}`,
    pagesLabel: 'Pages du carrousel',
    goToPage: (page: number, total: number) => `Aller à la page ${page} sur ${total}`,
  },
  /** A property's photo gallery (public-site.md §9), on the property page and the back office's property page. */
  gallery: {
    label: 'Photos de la propriété',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    photoAlt: (title: string, n: number, total: number) => `${title} – photo ${n} sur ${total}`,
    count: (n: number, total: number) => `${n} / ${total}`,
    countLabel: (n: number, total: number) => `Photo ${n} sur ${total}`,
    dotsLabel: 'Choisir une photo',
    showPhoto: (n: number) => `Afficher la photo ${n}`,
    thumbnailsLabel: 'Miniatures des photos',
    previousThumbnails: 'Miniatures précédentes',
    nextThumbnails: 'Miniatures suivantes',
    virtualTour: 'Visite Virtuelle 360°',
    newTab: '(nouvel onglet)',
  },
  /** The mortgage calculator (public-site.md §2, admin-and-platform.md §5): its title is each page's. */
  mortgage: {
    price: 'Prix de la propriété ($)',
    downPayment: 'Mise de fonds ($)',
    downPaymentShare: (percent: string) => `${percent} du prix`,
    rate: 'Taux d’intérêt annuel (%)',
    amortization: 'Période d’amortissement',
    years: (years: number) => `${years} ans`,
    standardYears: (years: number) => `${years} ans (standard)`,
    loan: 'Montant financé',
    monthly: 'Paiement mensuel estimé',
    excludes: 'hors taxes et assurances',
    invalidRate: 'Entrez un taux entre 0 et 30 %.',
    disclaimer: 'Estimation indicative. Communiquez avec votre institution financière pour une offre personnalisée.',
  },
  searchFilters: {
    anyType: 'Tous les types',
    anyBudget: 'Tous les budgets',
  },
  propertyCard: {
    bedrooms: (count: number) => (count > 1 ? 'chambres' : 'chambre'),
    bathrooms: (count: number) => (count > 1 ? 'salles de bain' : 'salle de bain'),
    areaUnit: 'pi²',
    areaLabel: 'superficie',
    typeLabel: 'type',
  },
  privacyNotice: {
    /** Law 25: every form that collects personal data says what for, and where the policy is. */
    policyLink: 'Politique de confidentialité',
    readMore: 'Pour en savoir plus, consultez notre',
  },
  newsletter: {
    footerTitle: 'Infolettre',
    footerText: 'Recevez nos nouvelles propriétés, nos conseils et les tendances du marché directement dans votre boîte courriel.',
    /** Not « Courriel »: the footer is on every page, and the page's own forms say « Courriel ». */
    emailLabel: 'Adresse électronique',
    emailPlaceholder: 'votre@courriel.com',
    submit: "S'abonner",
    submitVip: "S'inscrire à l'Alerte VIP",
    submitAgain: 'Me réabonner',
    submitting: 'Abonnement…',
    /** Spec §8, exact. */
    subscribedTitle: 'Abonnement réussi !',
    subscribedText: 'Merci de vous être abonné à notre newsletter.',
    blogSubscribedTitle: '🎉 Inscription réussie !',
    already: 'Déjà abonné',
    resubscribed: 'Réabonnement réussi !',
    error: "Une erreur est survenue lors de l'abonnement. Veuillez réessayer.",
    invalidEmail: 'Veuillez entrer une adresse email valide.',
    purpose: 'Votre adresse courriel sert uniquement à vous envoyer notre infolettre; elle n’est jamais vendue ni partagée.',
  },
} as const;

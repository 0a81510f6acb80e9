/** French text of the back office shell, kept apart from fr.ts so public pages never download it. */
export const frAdmin = {
  title: 'Administration',
  heading: 'Administration',
  nav: {
    label: 'Navigation de l’administration',
    dashboard: 'Tableau de bord',
    properties: 'Propriétés',
    agents: 'Courtiers',
    leads: 'Leads',
    appointments: 'Demandes de visite',
    subscribers: 'Abonnés',
    blog: 'Blog',
    testimonials: 'Témoignages',
    analytics: 'Analytiques',
    settings: 'Paramètres',
  },
  collapse: 'Réduire le menu',
  expand: 'Déployer le menu',
  openMenu: 'Ouvrir le menu d’administration',
  closeMenu: 'Fermer le menu d’administration',
  backToSite: 'Voir le site',
  signOut: 'Déconnexion',
  signedInAs: (name: string) => `Connecté : ${name}`,
  comingLater: {
    text: 'Cette section arrive dans une prochaine version du back-office.',
    back: 'Retour au tableau de bord',
  },
} as const;

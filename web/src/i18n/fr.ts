/**
 * French (Quebec) text of the app shell: layout (header, side menu, footer), page titles, error and
 * loading states. It ships with every page, so it stays small: each feature keeps its own catalogue
 * (features/<f>/i18n/fr.ts), shared components theirs (fr-components.ts), the back office fr-admin.ts.
 */
import { BRAND_NAME } from '../../../shared/settings/identity';

export const fr = {
  brand: {
    name: BRAND_NAME,
    tagline: 'Courtier immobilier',
  },
  a11y: {
    skipToContent: 'Aller au contenu principal',
    loading: 'Chargement…',
  },
  nav: {
    home: 'Accueil',
    listings: 'Propriétés',
    agents: 'Nos Courtiers',
    blog: 'Blog',
    search: 'Recherche IA',
    favorites: 'Favoris',
    contact: 'Contact',
    admin: 'Admin',
  },
  sideMenu: {
    open: 'Menu',
    close: 'Fermer le menu',
    title: 'Menu principal',
    navigationLabel: 'Navigation principale',
    liveStatsTitle: 'En direct',
    stats: {
      activeListings: 'propriétés actives',
      activeAgents: 'courtiers actifs',
      unavailable: 'Chiffres momentanément indisponibles.',
    },
    helpTitle: 'Besoin d’aide ?',
    helpText: 'Un courtier vous répond par téléphone ou par courriel.',
    callLabel: (phone: string) => `Appeler le ${phone}`,
    contactButton: 'Contact',
    signOut: 'Déconnexion',
    adminAccountTitle: 'Compte Admin',
    adminAccountText: 'Gérez les propriétés, les courtiers et le site.',
    adminPanel: 'Panneau d’administration',
  },
  /** Spec §8 'Logout'. */
  session: {
    signedOut: 'Déconnexion réussie',
    signedOutText: 'Vous avez été déconnecté avec succès.',
    signOutFailed: 'Une erreur est survenue lors de la déconnexion.',
  },
  footer: {
    about:
      'Courtiers immobiliers certifiés au service des acheteurs et des vendeurs partout au Québec.',
    servicesTitle: 'Services',
    services: {
      valuation: 'Évaluation gratuite',
      buying: 'Achat de propriété',
      selling: 'Vente de propriété',
      financeTakeovers: 'Reprises de finance',
      aiSearch: 'Recherche IA',
    },
    navigationTitle: 'Navigation',
    contactTitle: 'Nous joindre',
    socialTitle: 'Suivez-nous',
    socialLabel: (network: string) => `Courtage Québec sur ${network} (nouvel onglet)`,
    backToTop: 'Haut de page',
    /** The agency's OACIQ mention (its name and designation, and its licence number when given); the brand until it is set. */
    legal: (agency: string, licence: string) => `© ${new Date().getFullYear()} ${agency}${licence ? ` · permis OACIQ n° ${licence}` : ''}. Tous droits réservés.`,
    contactPage: 'Nous joindre',
    accessibility: 'Accessibilité',
    calculators: 'Calculatrices de l’acheteur',
    privacy: 'Politique de confidentialité',
  },
  pages: {
    listings: 'Propriétés',
    agents: 'Nos Courtiers',
    search: 'Recherche IA',
    favorites: 'Favoris',
    contact: 'Contact',
  },
  notFound: {
    title: 'Page introuvable',
    heading: 'Oops! Page not found',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
  routeError: {
    title: 'Erreur',
    heading: 'Une erreur est survenue',
    text: 'La page n’a pas pu s’afficher. Rechargez la page pour réessayer.',
    reload: 'Recharger la page',
    backHome: 'Retour à l’accueil',
  },
  errors: {
    generic: 'Une erreur est survenue. Veuillez réessayer.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  },
  toasts: {
    regionLabel: 'Notifications',
    close: 'Fermer la notification',
  },
  /** The property route's fallback: in the entry chunk, shown before the property page's code arrives. */
  propertyLoading: {
    title: 'Chargement de la propriété',
    text: 'Chargement de la propriété...',
  },
} as const;

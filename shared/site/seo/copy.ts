/**
 * French text of the pages' metadata. shared/ may not import the web, so the titles repeat the web's
 * catalogues (what each page gives its PageTitle) and the breadcrumb names its navigation;
 * tests/unit/seo-copy.test.ts fails when one drifts from web/src/i18n/fr.ts or features/<f>/i18n/fr.ts.
 */
export const seoCopy = {
  nav: { home: 'Accueil', listings: 'Propriétés', agents: 'Nos Courtiers', blog: 'Blog' },
  home: {
    /** frHome.title */
    title: 'Courtier immobilier au Québec',
    /** frHome.subtitle */
    description: 'Des courtiers certifiés pour acheter ou vendre au meilleur prix, partout au Québec.',
  },
  listings: {
    /** fr.pages.listings */
    title: 'Propriétés',
    /** frListings.intro */
    description: 'Parcourez nos propriétés actives partout au Québec, à vendre ou à louer, dans l’ordre de votre choix.',
  },
  agents: {
    /** fr.pages.agents */
    title: 'Nos Courtiers',
    /** frTeam.intro */
    description: 'Des courtiers immobiliers certifiés qui connaissent leur marché et vous accompagnent, de la première visite à la signature chez le notaire.',
  },
  blog: {
    /** frBlog.list.title */
    title: 'Blog immobilier',
    /** frBlog.list.intro */
    description: 'Conseils, tendances et guides pour acheter, vendre et investir au Québec.',
  },
  pages: {
    'vendeur-lead': {
      /** frSellers.title */
      title: 'Vendre votre propriété',
      /** frSellers.hero.text */
      description: 'Nos courtiers certifiés évaluent votre propriété gratuitement et vous accompagnent jusqu’à la vente, au meilleur prix.',
    },
    'reprise-finance': {
      /** frFinance.title */
      title: 'Reprises de Finance au Québec',
      description: 'Accédez avant tout le monde aux propriétés reprises par les banques et les caisses au Québec : veille des préavis, analyse et Alerte VIP.',
    },
    contact: {
      /** fr.pages.contact */
      title: 'Contact',
      /** frContact.intro */
      description: 'Une question sur une propriété, un projet d’achat ou de vente ? Écrivez-nous : un courtier vous répond rapidement.',
    },
    confidentialite: {
      /** frPrivacy.title */
      title: 'Politique de confidentialité',
      description: 'Ce que nous recueillons, pourquoi, avec qui nous le partageons et comment exercer vos droits, conformément à la Loi 25 du Québec.',
    },
    accessibilite: {
      /** frAccessibility.title */
      title: 'Déclaration d’accessibilité',
      description: 'La norme que suit le site (WCAG 2.2, niveau AA), comment nous la vérifions, ses limites connues et comment nous signaler un obstacle.',
    },
    carte: {
      /** frMapSearch.title */
      title: 'Recherche par carte',
      /** frMapSearch.intro */
      description: 'Déplacez la carte ou zoomez : la liste montre les propriétés à vendre ou à louer de la zone affichée, avec vos filtres, partout au Québec.',
    },
    calculatrices: {
      /** frCalculators.title */
      title: 'Calculatrices de l’acheteur',
      /** frCalculators.intro */
      description: 'Droits de mutation, mise de fonds minimale, prime d’assurance prêt hypothécaire, fonds nécessaires chez le notaire et capacité d’emprunt, selon les règles du Québec et du Canada.',
    },
  },
  notFound: {
    /** fr.notFound.title */
    title: 'Page introuvable',
    /** fr.notFound.text */
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  /** Appended to a description too short to stand alone. */
  fallbackDescription: 'Courtiers immobiliers certifiés partout au Québec.',
  property: {
    fallbackDescription: 'Détails, photos et courtiers de cette propriété au Québec.',
  },
  agent: {
    fallbackDescription: 'Courtier immobilier certifié au Québec : propriétés, réalisations et prise de rendez-vous.',
    jobTitle: 'Courtier immobilier',
    photoAlt: (name: string) => `Photo de ${name}`,
  },
  article: {
    fallbackDescription: 'Conseils immobiliers de nos courtiers pour acheter, vendre et investir au Québec.',
  },
} as const;

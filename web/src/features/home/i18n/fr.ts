/** French text of the home page (and of its maintenance page). */
export const frHome = {
  title: 'Courtier immobilier au Québec',
  heading: 'Trouvez la propriété de vos rêves au Québec',
  subtitle:
    'Des courtiers certifiés pour acheter ou vendre au meilleur prix, partout au Québec.',
  sell: {
    title: 'Vendre',
    text: 'Obtenez une évaluation gratuite et vendez votre propriété au meilleur prix avec nos experts certifiés.',
    action: 'Évaluer ma propriété',
  },
  buy: {
    title: 'Acheter',
    text: 'Découvrez des propriétés exclusives et trouvez la maison de vos rêves avec notre expertise IA.',
    action: 'Rechercher une propriété',
  },
  slideshow: {
    pause: 'Mettre le diaporama en pause',
    play: 'Relancer le diaporama',
  },
  search: {
    title: 'Trouver une propriété',
    locationLabel: 'Où cherchez-vous ?',
    locationPlaceholder: 'Ville, quartier ou code postal',
    typeLabel: 'Type de propriété',
    budgetLabel: 'Budget',
    submit: 'Rechercher',
    moreLabel: 'Autres façons de chercher',
    advancedFilters: 'Filtres avancés',
    mapSearch: 'Recherche par carte',
    aiAssistant: 'Assistant IA',
  },
  featured: {
    title: 'Propriétés vedettes',
    subtitle: 'Une sélection de nos plus belles propriétés, partout au Québec.',
    empty: 'Aucune propriété vedette disponible pour le moment.',
    loadError: 'Erreur lors du chargement des propriétés vedettes',
    viewAll: 'Voir toutes les propriétés',
    previous: 'Propriétés vedettes précédentes',
    next: 'Propriétés vedettes suivantes',
  },
  agents: {
    title: 'Nos courtiers',
    subtitle: 'Des courtiers certifiés qui connaissent leur marché et vous accompagnent du début à la fin.',
    president: 'CO-PRÉSIDENT',
    photoAlt: (name: string) => `Photo de ${name}`,
    empty: 'Aucun courtier disponible',
    viewAll: 'Voir toute l’équipe',
    previous: 'Courtiers précédents',
    next: 'Courtiers suivants',
  },
  maintenance: {
    title: 'Site en maintenance',
    text: 'Notre site fait l’objet d’une mise à jour. Merci de revenir un peu plus tard.',
    emergency: 'En cas d’urgence, écrivez-nous à',
  },
} as const;

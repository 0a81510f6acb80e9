/** French text of the accessibility statement (issue 26, item 5). */
export const frAccessibility = {
  title: 'Déclaration d’accessibilité',
  updated: 'Dernière mise à jour : 29 novembre 2026',
  intro:
    'Nous voulons que chacun puisse chercher une propriété, joindre un courtier et gérer ses demandes sur ce site, quels que soient ses moyens de navigation : clavier, lecteur d’écran, agrandissement, commande vocale ou téléphone.',
  standard: {
    title: 'La norme suivie',
    items: [
      'Le site vise la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, du W3C, pour ses pages publiques comme pour son espace d’administration.',
    ],
  },
  testing: {
    title: 'Comment nous le vérifions',
    items: [
      'Chaque page, publique et d’administration, est analysée par l’outil axe-core (règles WCAG A et AA) dans nos tests automatisés, à chaque modification du site.',
      'Les parcours principaux (recherche, fiche d’une propriété, formulaires, menus, fenêtres, galerie de photos) sont rejoués au clavier seul dans nos tests.',
      'Les pages respectent le réglage « réduire les animations » de votre appareil et restent utilisables agrandies à 200 %.',
      'Les messages (confirmations, erreurs) sont annoncés aux lecteurs d’écran et les erreurs de formulaire sont liées à leur champ.',
    ],
  },
  limits: {
    title: 'Limites connues',
    items: [
      'La réservation d’une visite passe par le calendrier d’un fournisseur externe, dont l’accessibilité ne dépend pas de nous. Vous pouvez aussi demander une visite par téléphone ou par le formulaire de contact.',
      'Le texte de remplacement des photos d’une propriété donne son titre et le numéro de la photo, sans décrire chaque pièce.',
      'Sur un téléphone lent, une page peut s’afficher une à deux secondes avant de réagir à tous les gestes ; ce que vous tapez ou touchez pendant ce temps est conservé et traité.',
      'Les textes des articles et des fiches sont rédigés par nos courtiers : malgré nos consignes, un titre ou un lien peut être moins clair qu’il le devrait.',
    ],
  },
  contact: {
    title: 'Un obstacle ? Dites-le-nous',
    text: 'Si une page ou une fonction vous pose problème, écrivez-nous en décrivant la page et ce que vous cherchiez à faire : nous vous répondons et vous fournissons l’information par un autre moyen au besoin.',
    email: 'Courriel',
    phone: 'Téléphone',
    form: 'Formulaire de contact',
  },
} as const;

/** French text of /reprise-finance (spec public-site.md §2 "Finance-takeover page": all static). */
export const frFinance = {
  title: 'Reprises de Finance au Québec',
  hero: {
    eyebrow: 'Propriétés reprises par les institutions financières',
    text: 'Accédez avant tout le monde aux propriétés reprises par les banques et les caisses partout au Québec : nous surveillons les préavis, analysons chaque dossier et vous alertons dès qu’une occasion sérieuse se présente.',
    cta: "S'inscrire à l'Alerte VIP",
    note: 'Gratuit, sans engagement. Désabonnement en un clic.',
  },
  positioning: {
    title: 'Un accompagnement spécialisé en reprises de finance',
    paragraphs: [
      'Une reprise de finance survient lorsqu’un prêteur reprend une propriété dont le propriétaire n’a pu honorer son prêt hypothécaire, puis la revend — souvent sous la valeur marchande, et sans garantie légale.',
      'Notre équipe de courtiers certifiés connaît les procédures de préavis d’exercice, de prise en paiement et de vente sous contrôle de justice. Nous vous aidons à repérer les bonnes occasions, à évaluer les risques et à présenter une offre solide aux institutions financières.',
    ],
  },
  market: {
    title: 'Le marché en chiffres',
    intro: 'Données de marché APCIQ / CREA 2025.',
    figures: [
      { value: '+12 %', label: 'Croissance du marché', detail: 'Hausse des transactions de reprises de finance au Québec en 2025 (APCIQ / CREA).' },
      { value: '2,4 mois', label: 'd’inventaire', detail: 'Les propriétés reprises s’écoulent vite : les acheteurs informés tôt ont l’avantage.' },
      { value: '24 h', label: 'Veille légale', detail: 'Nous consultons les préavis publiés au registre foncier chaque jour et vous alertons en moins de 24 heures.' },
    ],
    source: 'Sources : Association professionnelle des courtiers immobiliers du Québec (APCIQ) et Association canadienne de l’immeuble (CREA), 2025.',
  },
  types: {
    title: 'Trois types de propriétés reprises',
    intro: 'Rabais habituels par rapport à la valeur marchande et prix médians observés au Québec.',
    discountLabel: 'Rabais habituel',
    medianLabel: 'Prix médian',
    items: [
      { key: 'unifamiliale', name: 'Unifamiliale', discount: '10 à 20 %', median: 485_000, text: 'Bungalows, cottages et maisons de ville : la catégorie la plus recherchée par les familles et les premiers acheteurs.' },
      { key: 'multiplex', name: 'Multiplex', discount: '12 à 18 %', median: 625_000, text: 'Duplex, triplex et plus : des revenus locatifs immédiats, souvent avec des travaux qui justifient le rabais.' },
      { key: 'condo', name: 'Condo', discount: '8 à 15 %', median: 390_000, text: 'Copropriétés en ville : une porte d’entrée abordable, à condition de bien lire les documents du syndicat.' },
    ],
  },
  methodology: {
    title: 'Notre méthodologie',
    steps: [
      { title: 'Veille quotidienne', text: 'Suivi des préavis d’exercice et des ventes d’institutions financières au registre foncier du Québec.' },
      { title: 'Analyse du dossier', text: 'Comparables du secteur, état de l’immeuble, taxes et charges impayées, délais légaux.' },
      { title: 'Visite et inspection', text: 'Visite accompagnée et recommandation d’un inspecteur, puisque la vente se fait sans garantie légale.' },
      { title: 'Offre et négociation', text: 'Une offre rédigée selon les exigences du prêteur, appuyée par votre préautorisation hypothécaire.' },
    ],
  },
  why: {
    title: 'Pourquoi les reprises de finance sont-elles recherchées ?',
    reasons: [
      'Un prix d’achat souvent inférieur à la valeur marchande.',
      'Un vendeur institutionnel, motivé à conclure rapidement.',
      'Un potentiel de plus-value après rénovation.',
      'Des occasions dans tous les segments : unifamiliales, plex et condos.',
    ],
  },
  realism: {
    title: 'Soyons réalistes',
    text: 'Une reprise de finance n’est pas une aubaine garantie. La vente se fait sans garantie légale, la concurrence est forte et certains immeubles demandent des travaux importants. Notre rôle est de vous donner l’heure juste, dossier par dossier, pour que vous achetiez en connaissance de cause.',
  },
  finalCta: {
    title: 'Soyez le premier informé',
    text: 'Recevez nos alertes de reprises de finance dès qu’une propriété correspond au marché que vous visez.',
    cta: "S'inscrire à l'Alerte VIP",
  },
  dialog: {
    title: "S'inscrire à l'Alerte VIP",
    description: 'Recevez par courriel les nouvelles reprises de finance analysées par nos courtiers.',
    close: 'Fermer',
  },
} as const;

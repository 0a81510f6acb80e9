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
  /** The figures themselves are the brokerage's (Paramètres → Site), each with its source and date. */
  market: { title: 'Le marché en chiffres' },
  types: {
    title: 'Trois types de propriétés reprises',
    intro: 'Ce que l’on trouve parmi les propriétés reprises au Québec.',
    items: [
      { key: 'unifamiliale', name: 'Unifamiliale', text: 'Bungalows, cottages et maisons de ville : la catégorie la plus recherchée par les familles et les premiers acheteurs.' },
      { key: 'multiplex', name: 'Multiplex', text: 'Duplex, triplex et plus : des revenus locatifs immédiats, souvent avec des travaux qui justifient le rabais.' },
      { key: 'condo', name: 'Condo', text: 'Copropriétés en ville : une porte d’entrée abordable, à condition de bien lire les documents du syndicat.' },
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

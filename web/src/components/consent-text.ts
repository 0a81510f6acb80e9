/** The consent banner's French text (Quebec Law 25), shared with the footer's link that reopens it. */
export const consentText = {
  region: 'Consentement aux témoins de mesure d’audience',
  title: 'Votre vie privée',
  body: 'Avec votre accord, nous mesurons la fréquentation du site (pages consultées, propriétés vues, formulaires envoyés) à l’aide d’un identifiant aléatoire conservé dans votre navigateur. Rien n’est mesuré si vous refusez.',
  policy: 'Politique de confidentialité',
  accept: 'Accepter',
  refuse: 'Refuser',
  preferences: 'Préférences de témoins',
} as const;

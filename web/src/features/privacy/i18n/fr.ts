/** French text of the privacy policy (Quebec's Law 25). */
export const frPrivacy = {
  title: 'Politique de confidentialité',
  updated: 'Dernière mise à jour : 23 novembre 2026',
  intro:
    'Courtage Québec protège les renseignements personnels que vous lui confiez, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi 25). Cette politique explique ce que nous recueillons, pourquoi, avec qui nous le partageons et comment exercer vos droits.',
  officer: {
    title: 'Responsable de la protection des renseignements personnels',
    text: 'Pour toute question, demande d’accès, de rectification ou de retrait du consentement, ou pour porter plainte, écrivez ou téléphonez à :',
    email: 'Courriel',
    phone: 'Téléphone',
    mail: 'Par la poste',
    loading: 'Chargement des coordonnées…',
    /** Law 25: until the function is delegated, the person with the highest authority in the agency holds it (CAI). */
    notNamed: 'Tant qu’aucune autre personne n’est désignée, la personne ayant la plus haute autorité au sein de l’agence exerce cette fonction. Joignez-la par',
    contactPage: 'notre page de contact',
  },
  sections: [
    {
      title: 'Renseignements que nous recueillons',
      items: [
        'Demande d’évaluation (page Vendeur et fenêtre d’évaluation gratuite) : nom, courriel, téléphone, adresse de la propriété et, si vous les donnez, type de propriété, délai de vente, prix estimé et situation.',
        'Formulaire de contact : nom, courriel, téléphone, message et, s’il y a lieu, la propriété qui vous intéresse.',
        'Infolettre et Alerte VIP : courriel, le formulaire utilisé, la date et le texte du consentement affiché.',
        'Réservation d’une visite : les renseignements saisis dans l’outil de prise de rendez-vous (nom, courriel, téléphone, date choisie).',
        'Compte : courriel, prénom et nom.',
      ],
    },
    {
      title: 'Pourquoi nous les utilisons',
      items: [
        'Vous rappeler et répondre à votre demande (évaluation, visite, question), par le courtier qui s’en occupe.',
        'Vous envoyer l’infolettre ou les alertes auxquelles vous vous êtes abonné, jusqu’à votre désabonnement.',
        'Protéger nos formulaires contre les abus : votre adresse IP n’est jamais conservée ; seule une empreinte chiffrée irréversible sert, pendant 30 minutes au plus, à limiter les envois répétés et à compter une seule fois la lecture d’un article.',
      ],
    },
    {
      title: 'Avec qui nous les partageons',
      items: [
        'Nos courtiers, pour traiter votre demande.',
        'Nos fournisseurs, liés par contrat et seulement pour le service rendu : hébergement infonuagique (Amazon Web Services, région du Canada), gestion de la relation client (RealHub, Follow Up Boss) et prise de rendez-vous (Calendly). Certains peuvent traiter des renseignements hors du Québec ; nous évaluons alors les risques avant de les leur communiquer.',
        'Nous ne vendons jamais vos renseignements.',
      ],
    },
    {
      title: 'Conservation et sécurité',
      items: [
        'Les demandes sont conservées le temps de les traiter et de respecter nos obligations professionnelles, puis détruites ou anonymisées.',
        'Les accès sont réservés au personnel autorisé, les communications sont chiffrées et chaque action administrative est journalisée.',
      ],
    },
    {
      title: 'Vos droits',
      items: [
        'Accéder à vos renseignements et les faire rectifier.',
        'Retirer votre consentement en tout temps, par exemple avec le lien de désabonnement de chaque infolettre.',
        'Demander la désindexation ou la suppression de renseignements lorsque la loi le permet.',
        'Porter plainte à la Commission d’accès à l’information du Québec si notre réponse ne vous satisfait pas.',
      ],
    },
    {
      title: 'Témoins et statistiques',
      items: [
        'Aucun témoin de suivi n’est déposé et aucune statistique de visite n’est recueillie sans votre consentement. Vos « favoris » restent dans votre navigateur.',
      ],
    },
  ],
} as const;

/** French text of /auth (spec admin-and-platform.md §2 'Auth screen', §5, §8 'Auth'). */
export const frAuth = {
  title: 'Connexion',
  heading: 'Espace membre',
  intro: 'Connectez-vous ou créez votre compte.',
  tabsLabel: 'Connexion ou inscription',
  tabs: { signIn: 'Connexion', signUp: 'Inscription' },
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    password: 'Mot de passe',
    code: 'Code de confirmation',
    newPassword: 'Nouveau mot de passe',
    totpCode: 'Code de l’application d’authentification',
  },
  signUpPurpose: 'Votre courriel et votre nom servent uniquement à gérer votre compte et à vous connecter.',
  passwordHint: '12 caractères ou plus, avec une majuscule, une minuscule, un chiffre et un symbole.',
  actions: {
    signIn: 'Se connecter',
    signUp: 'Créer mon compte',
    confirm: 'Confirmer mon compte',
    resend: 'Renvoyer le code',
    back: 'Retour à la connexion',
    savePassword: 'Enregistrer et me connecter',
    verifyTotp: 'Vérifier et me connecter',
  },
  pending: 'Un instant…',
  confirm: {
    heading: 'Confirmez votre adresse courriel',
    text: (email: string) => `Nous avons envoyé un code de confirmation à ${email}. Entrez-le ci-dessous.`,
    resent: 'Un nouveau code vous a été envoyé.',
    confirmed: 'Compte confirmé',
  },
  /** The first sign-in with the temporary password mailed by Cognito (an account an operator created). */
  newPassword: {
    heading: 'Choisissez votre mot de passe',
    text: (email: string) => `Première connexion de ${email} : remplacez le mot de passe temporaire reçu par courriel par le vôtre.`,
  },
  /** The second step of an account that enrolled an authenticator app (TOTP, from « Mon compte »). */
  totp: {
    heading: 'Authentification à deux facteurs',
    text: (email: string) => `Ouvrez votre application d’authentification et entrez le code à 6 chiffres affiché pour ${email}.`,
    hint: 'Le code change toutes les 30 secondes.',
    wrongCode: 'Code incorrect : entrez le code à 6 chiffres affiché actuellement par votre application.',
    expiredCode: 'Ce code a expiré : entrez le code suivant affiché par votre application.',
    sessionExpired: 'Le délai de connexion est écoulé : entrez de nouveau votre courriel et votre mot de passe.',
  },
  validation: {
    email: 'Veuillez entrer une adresse courriel valide.',
    passwordRequired: 'Le mot de passe est obligatoire.',
    passwordPolicy: 'Le mot de passe doit contenir au moins 12 caractères, dont une majuscule, une minuscule, un chiffre et un symbole.',
    code: 'Le code de confirmation compte 6 chiffres.',
    totpCode: 'Le code compte 6 chiffres.',
    nameTooLong: 'Ce nom est trop long (80 caractères au plus).',
  },
  // Spec §8 'Auth'.
  toasts: {
    signInError: 'Erreur de connexion',
    signUpError: "Erreur d'inscription",
    signedIn: 'Connexion réussie',
    checkEmail: 'Vérifiez votre email pour confirmer votre compte.',
  },
  /** Cognito's messages are English: the server's reason, said in French. */
  cognitoErrors: {
    NotAuthorizedException: 'Courriel ou mot de passe incorrect, ou compte désactivé.',
    UserNotFoundException: 'Courriel ou mot de passe incorrect.',
    UsernameExistsException: 'Un compte existe déjà avec ce courriel.',
    InvalidPasswordException: 'Le mot de passe doit contenir au moins 12 caractères, dont une majuscule, une minuscule, un chiffre et un symbole.',
    CodeMismatchException: 'Ce code de confirmation est invalide.',
    ExpiredCodeException: 'Ce code a expiré : demandez-en un nouveau.',
    LimitExceededException: 'Trop de tentatives : réessayez dans quelques minutes.',
    TooManyRequestsException: 'Trop de tentatives : réessayez dans quelques minutes.',
    InvalidParameterException: 'Les informations saisies sont invalides.',
  } as Record<string, string>,
  unknownError: 'Une erreur est survenue. Veuillez réessayer.',
} as const;

import type { BlogCategory, BlogPost } from '../../../../shared/blog/schema.js';

export type DemoCategoryKey = 'acheteurs' | 'vendeurs' | 'marche';

/** A blog category as seeded: the entity without server-owned fields, plus a stable key. */
export type DemoCategory = Omit<BlogCategory, 'id' | 'createdAt'> & { key: DemoCategoryKey };

/**
 * A blog post as seeded: the entity without server-owned or generated fields (`id`, dates, cover image,
 * author id, category id), plus a stable `key`, the `categoryKey` it belongs to and `ageDays`
 * (days before seeding it was written/published). `content` is clean HTML (h2, p, ul/li, strong).
 */
export type DemoPost = Omit<
  BlogPost,
  'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'featuredImageUrl' | 'authorId' | 'category'
> & {
  key: string;
  categoryKey: DemoCategoryKey;
  ageDays: number;
  authorFirstName: string;
  authorLastName: string;
};

export const demoCategories: DemoCategory[] = [
  {
    key: 'acheteurs',
    name: 'Conseils aux acheteurs',
    slug: 'conseils-acheteurs',
    description: 'Financement, inspection, frais cachés : tout ce qu’il faut savoir avant d’acheter une propriété au Québec.',
    color: '#1e3a5f',
    isActive: true,
  },
  {
    key: 'vendeurs',
    name: 'Conseils aux vendeurs',
    slug: 'conseils-vendeurs',
    description: 'Préparer sa propriété, fixer le bon prix et négocier : nos stratégies pour vendre vite et au meilleur prix.',
    color: '#b45309',
    isActive: true,
  },
  {
    key: 'marche',
    name: 'Marché immobilier',
    slug: 'marche-immobilier',
    description: 'Tendances, prix et perspectives du marché immobilier québécois, ville par ville.',
    color: '#047857',
    isActive: true,
  },
];

const taxeDeBienvenue = `
<h2>Qu'est-ce que la taxe de bienvenue?</h2>
<p>Officiellement appelée <strong>droit de mutation immobilière</strong>, la « taxe de bienvenue » est un montant que toute personne qui acquiert un immeuble au Québec doit verser à la municipalité où il est situé. Son surnom vient de Jean Bienvenue, le ministre qui en a recommandé la création en 1976. Elle s'applique aussi bien à une maison neuve qu'à un condo, un plex, un chalet ou un terrain.</p>
<p>Contrairement aux honoraires du notaire, elle n'est pas payée le jour de la signature : la municipalité envoie un compte quelques semaines après la publication de l'acte de vente, et vous disposez généralement de 30 jours pour l'acquitter. Beaucoup d'acheteurs l'oublient dans leur budget… jusqu'à ce que la facture arrive dans la boîte aux lettres de leur nouvelle maison.</p>
<h2>Comment est-elle calculée?</h2>
<p>Le calcul se fait sur la <strong>base d'imposition</strong>, c'est-à-dire le plus élevé de ces trois montants : le prix payé, la contrepartie prévue à l'acte et la valeur uniformisée inscrite au rôle d'évaluation municipale. On applique ensuite des taux progressifs par tranches, un peu comme pour l'impôt sur le revenu.</p>
<p>En 2025, les tranches de base prévues par la loi étaient les suivantes :</p>
<ul>
<li><strong>0,5 %</strong> sur la première tranche de 61 500 $;</li>
<li><strong>1 %</strong> sur la tranche comprise entre 61 500 $ et 307 800 $;</li>
<li><strong>1,5 %</strong> sur la portion qui dépasse 307 800 $.</li>
</ul>
<p>Ces seuils sont indexés chaque année selon l'inflation : vérifiez les montants en vigueur en 2026 auprès de votre municipalité ou de votre notaire. De plus, les municipalités peuvent appliquer un taux plus élevé, jusqu'à 3 %, sur la portion qui dépasse 500 000 $, et plusieurs l'ont fait. Montréal applique sa propre grille, avec des taux qui augmentent par paliers jusqu'à 4 % pour les propriétés de plus de trois millions de dollars environ.</p>
<h2>Un exemple concret</h2>
<p>Prenons une maison achetée 500 000 $ dans une municipalité qui applique uniquement les tranches de base de 2025 :</p>
<ul>
<li>61 500 $ × 0,5 % = 307,50 $;</li>
<li>(307 800 $ − 61 500 $) × 1 % = 2 463 $;</li>
<li>(500 000 $ − 307 800 $) × 1,5 % = 2 883 $.</li>
</ul>
<p>Total : environ <strong>5 654 $</strong>. Pour la même propriété dans une ville qui applique des taux majorés, la facture grimpe dès que le prix dépasse les seuils supérieurs. À 900 000 $, l'écart entre deux municipalités voisines peut atteindre plusieurs milliers de dollars : d'où l'importance de faire le calcul avant de fixer votre budget, et non après l'acceptation de votre offre.</p>
<h2>Existe-t-il des exemptions?</h2>
<p>Certains transferts sont exonérés, notamment entre conjoints ou entre parents et enfants en ligne directe, à certaines conditions; la municipalité peut alors réclamer un droit supplétif de faible montant. Il n'existe pas d'exemption provinciale générale pour les premiers acheteurs, mais certaines municipalités offrent des programmes d'aide ou des remboursements partiels, souvent réservés aux familles ou aux propriétés neuves. Ces programmes ont des conditions strictes et des délais précis : informez-vous avant de signer l'acte de vente.</p>
<h2>Nos conseils pour bien la prévoir</h2>
<ul>
<li><strong>Mettez-la de côté en plus de votre mise de fonds</strong> : elle ne peut pas être ajoutée à votre prêt hypothécaire et doit être payée comptant.</li>
<li><strong>Pensez aux autres frais de clôture</strong> : honoraires du notaire (souvent de 1 500 $ à 2 500 $), inspection préachat, ajustements de taxes municipales et scolaires, et taxe provinciale de 9 % sur la prime d'assurance prêt hypothécaire si votre mise de fonds est inférieure à 20 %.</li>
<li><strong>Prévoyez environ 1,5 % à 3 % du prix d'achat</strong> pour l'ensemble de ces frais, selon la ville et le prix.</li>
<li><strong>Comparez les fiches</strong> : chaque propriété de notre site affiche une estimation des frais de clôture pour vous aider à comparer des secteurs différents.</li>
</ul>
<p>La taxe de bienvenue n'a rien d'une mauvaise surprise pour qui s'y prépare. Nos courtiers peuvent vous remettre une estimation détaillée pour chaque propriété qui vous intéresse, avant même votre première offre d'achat.</p>
`.trim();

const inspectionPreachat = `
<p>L'achat d'une propriété est souvent la transaction la plus importante d'une vie. Même si elle n'est pas obligatoire au Québec, l'<strong>inspection préachat</strong> est l'une des meilleures protections dont dispose un acheteur. Pour quelques centaines de dollars, elle permet de connaître l'état réel du bâtiment et d'éviter des dépenses imprévues de plusieurs dizaines de milliers de dollars.</p>
<h2>À quoi sert l'inspection préachat?</h2>
<p>L'inspecteur procède à un examen visuel et non destructif des composantes accessibles du bâtiment. Son rôle est de repérer les défauts apparents et les indices de problèmes qui mériteraient l'avis d'un spécialiste. Au Québec, l'acheteur doit agir en « acheteur prudent et diligent » : un vice qu'une inspection raisonnable aurait permis de déceler sera considéré comme apparent, et vous ne pourrez plus l'invoquer contre le vendeur après la vente. L'inspection sert donc aussi à démontrer que vous avez fait vos devoirs.</p>
<h2>Quand la faire?</h2>
<p>Votre promesse d'achat devrait être <strong>conditionnelle à une inspection satisfaisante</strong>, avec un délai réaliste, habituellement de sept à dix jours. Si l'inspection révèle des problèmes importants, la clause vous permet, selon ses termes, de renégocier le prix, de demander des travaux ou de vous retirer. Réservez votre inspecteur dès que vous commencez à magasiner sérieusement : en haute saison, les bons inspecteurs sont occupés plusieurs jours à l'avance.</p>
<h2>Ce que l'inspecteur examine</h2>
<ul>
<li><strong>Fondation et structure</strong> : fissures, traces d'infiltration, efflorescence, affaissements.</li>
<li><strong>Toiture</strong> : âge et état du revêtement, solins, ventilation de l'entretoit.</li>
<li><strong>Drainage</strong> : pente du terrain, gouttières, signes de problème au drain français.</li>
<li><strong>Plomberie</strong> : matériaux des conduites, âge du chauffe-eau (plusieurs assureurs exigent son remplacement après un certain nombre d'années), pression et écoulement.</li>
<li><strong>Électricité</strong> : panneau, présence de fusibles ou de filage d'aluminium, mise à la terre.</li>
<li><strong>Chauffage, ventilation et climatisation</strong> : type d'appareil, entretien, âge approximatif.</li>
<li><strong>Enveloppe</strong> : fenêtres, portes, isolation et humidité.</li>
</ul>
<h2>Les enjeux propres au Québec</h2>
<p>Certains problèmes sont bien connus des inspecteurs québécois et justifient parfois une expertise complémentaire :</p>
<ul>
<li><strong>Pyrite</strong> : présente dans le remblai sous la dalle de certaines maisons de la grande région de Montréal, elle peut faire gonfler et fissurer le béton.</li>
<li><strong>Pyrrhotite</strong> : ce minéral contenu dans le béton de fondations de certains secteurs de la Mauricie a causé de graves dommages; un essai en laboratoire est recommandé pour les maisons concernées.</li>
<li><strong>Vermiculite</strong> : cet isolant, parfois trouvé dans les entretoits de maisons plus anciennes, peut contenir de l'amiante.</li>
<li><strong>Mérule pleureuse</strong> : ce champignon se développe dans le bois humide et peut compromettre une structure.</li>
<li><strong>Radon</strong> : ce gaz naturel s'infiltre par le sol; un test de longue durée est la seule façon fiable de mesurer sa concentration.</li>
</ul>
<h2>Bien choisir son inspecteur</h2>
<p>Jusqu'à récemment, n'importe qui pouvait se dire inspecteur en bâtiment. La Régie du bâtiment du Québec encadre maintenant la profession : à compter du 1er octobre 2027, les inspecteurs qui font des inspections en vue d'une transaction devront détenir un certificat de la RBQ et respecter la norme BNQ 3009-500. En attendant, posez ces questions :</p>
<ul>
<li>Êtes-vous certifié par la RBQ ou en voie de l'être, et membre d'une association professionnelle?</li>
<li>Détenez-vous une assurance responsabilité professionnelle?</li>
<li>Puis-je voir un exemple de rapport?</li>
<li>Offrez-vous des services complémentaires : thermographie, caméra dans le drain, test de qualité de l'air?</li>
</ul>
<h2>Le jour de l'inspection</h2>
<p>Soyez présent du début à la fin. Posez des questions, prenez des notes et demandez à l'inspecteur de vous montrer ce qu'il observe. Comparez aussi ses constats avec le formulaire de <strong>Déclarations du vendeur</strong> remis par le courtier inscripteur : une incohérence mérite toujours une explication. Enfin, lisez le rapport complet, y compris les recommandations d'expertise, avant la fin du délai prévu à votre promesse d'achat.</p>
<p>Une inspection bien menée ne vise pas à trouver une maison parfaite : elle n'existe pas. Elle vous permet d'acheter en connaissance de cause, au juste prix, et de planifier sereinement les travaux des prochaines années.</p>
`.trim();

const financement = `
<p>Obtenir un prêt hypothécaire est l'une des premières étapes d'un achat, et certainement l'une des plus stressantes pour un premier acheteur. Bonne nouvelle : en comprenant quelques règles de base, vous aborderez votre banque ou votre courtier hypothécaire avec beaucoup plus d'assurance.</p>
<h2>1. Faites-vous préapprouver avant de magasiner</h2>
<p>La <strong>préapprobation hypothécaire</strong> indique le montant maximal que le prêteur est prêt à vous consentir et garantit souvent un taux pendant 90 à 120 jours. Elle vous évite de tomber amoureux d'une propriété hors budget et rassure les vendeurs quand vous déposez une offre. Préparez vos preuves de revenus, vos avis de cotisation, vos relevés de placement et la liste de vos dettes.</p>
<h2>2. Comprenez la mise de fonds minimale</h2>
<ul>
<li><strong>5 %</strong> sur la première tranche de 500 000 $ du prix d'achat;</li>
<li><strong>10 %</strong> sur la portion comprise entre 500 000 $ et 1 500 000 $;</li>
<li><strong>20 %</strong> pour une propriété de 1 500 000 $ ou plus, qui ne peut pas être assurée.</li>
</ul>
<p>Avec une mise de fonds inférieure à 20 %, votre prêt doit être assuré auprès de la SCHL ou d'un assureur privé. La prime, qui varie selon la mise de fonds, est ajoutée au prêt; au Québec, la taxe de 9 % sur cette prime doit toutefois être payée comptant chez le notaire.</p>
<h2>3. Passez le test de résistance</h2>
<p>Les prêteurs vérifient que vous pourriez faire vos paiements même si les taux montaient. Vous devez vous qualifier au plus élevé de ces deux taux : <strong>5,25 %</strong> ou le taux de votre contrat plus deux points de pourcentage. Ils examinent aussi deux ratios : l'amortissement brut de la dette (hypothèque, taxes, chauffage) et l'amortissement total de la dette, qui inclut vos autres paiements comme les prêts auto et les cartes de crédit.</p>
<h2>4. Utilisez les programmes pour premiers acheteurs</h2>
<ul>
<li><strong>CELIAPP</strong> : vous pouvez y cotiser jusqu'à 8 000 $ par année, jusqu'à 40 000 $ au total. Les cotisations sont déductibles et les retraits pour un premier achat sont non imposables.</li>
<li><strong>RAP</strong> : le Régime d'accession à la propriété permet de retirer jusqu'à 60 000 $ de vos REER, à rembourser sur 15 ans.</li>
<li><strong>Crédits d'impôt</strong> : des crédits fédéral et québécois pour l'achat d'une première habitation réduisent votre impôt l'année de l'achat.</li>
<li><strong>Amortissement de 30 ans</strong> : les premiers acheteurs et les acheteurs d'une construction neuve peuvent désormais obtenir un prêt assuré amorti sur 30 ans, ce qui réduit le paiement mensuel.</li>
</ul>
<h2>5. Choisissez entre taux fixe et taux variable</h2>
<p>Le <strong>taux fixe</strong> offre la stabilité : vos paiements ne bougent pas pendant le terme, souvent de cinq ans. Le <strong>taux variable</strong> suit le taux directeur de la Banque du Canada; il peut être avantageux quand les taux baissent, mais demande une plus grande tolérance au risque. Regardez aussi la durée du terme, les pénalités de remboursement anticipé et les privilèges de paiement : ces détails coûtent parfois plus cher qu'un écart de taux.</p>
<h2>6. N'oubliez pas les frais autour du prêt</h2>
<p>Prévoyez la taxe de bienvenue, les honoraires du notaire, l'inspection, l'assurance habitation (exigée par le prêteur) et un coussin pour les imprévus. Un budget réaliste inclut aussi l'entretien : on recommande souvent de mettre de côté l'équivalent de 1 % de la valeur de la propriété chaque année.</p>
<h2>7. Entre l'offre et le notaire : pas de changement!</h2>
<p>Une fois votre financement approuvé, évitez de changer d'emploi, d'acheter une voiture à crédit ou d'ouvrir de nouvelles cartes avant la signature chez le notaire. Le prêteur peut vérifier à nouveau votre dossier juste avant de débloquer les fonds.</p>
<p>Nos courtiers travaillent avec des spécialistes du financement et peuvent vous aider à comparer les offres. Le calculateur hypothécaire de chaque fiche vous donne aussi une première idée du paiement mensuel.</p>
`.trim();

const homeStaging = `
<p>Les acheteurs se font une idée d'une propriété en quelques secondes, le plus souvent devant les photos de l'annonce. Le <strong>home staging</strong>, ou valorisation résidentielle, consiste à préparer votre maison pour qu'elle plaise au plus grand nombre. Bien fait, il réduit le temps de vente et protège votre prix. Voici dix gestes simples, la plupart peu coûteux.</p>
<h2>1. Désencombrez sans pitié</h2>
<p>Retirez au moins le tiers des objets de chaque pièce : bibelots, piles de papiers, petits électroménagers sur les comptoirs. Louez un petit entrepôt si nécessaire. Des garde-robes à moitié vides donnent l'impression qu'il y a beaucoup de rangement.</p>
<h2>2. Dépersonnalisez</h2>
<p>Photos de famille, collections et souvenirs de voyage empêchent les visiteurs de s'imaginer chez eux. Rangez-les dans des boîtes : vous préparez déjà votre déménagement.</p>
<h2>3. Misez sur une peinture neutre</h2>
<p>Un mur vert lime ou une chambre d'enfant rose vif peuvent refroidir un acheteur. Quelques gallons de blanc cassé, de gris chaud ou de beige moderne suffisent à rafraîchir une pièce et à la faire paraître plus grande.</p>
<h2>4. Faites les petites réparations</h2>
<p>Poignée brisée, robinet qui coule, joint de silicone noirci, ampoule grillée : chaque détail négligé fait douter l'acheteur de l'entretien général. Réglez ces irritants avant la séance photo.</p>
<h2>5. Faites entrer la lumière</h2>
<p>Lavez les fenêtres, ouvrez les rideaux et utilisez des ampoules de même couleur dans toute la maison. Une pièce sombre paraît plus petite et moins accueillante, surtout en hiver.</p>
<h2>6. Repensez la disposition des meubles</h2>
<p>Dégagez les circulations, éloignez les meubles des murs quand c'est possible et créez des zones claires : coin lecture, espace repas, bureau. Chaque pièce doit avoir une fonction évidente.</p>
<h2>7. Soignez l'extérieur</h2>
<p>L'attrait extérieur est la première impression. Tondez, taillez, ajoutez quelques pots de fleurs près de l'entrée et repeignez la porte si elle est défraîchie. En hiver, déneigez soigneusement l'entrée, le balcon et le stationnement : un acheteur doit pouvoir circuler sans glisser.</p>
<h2>8. Neutralisez les odeurs</h2>
<p>Animaux, friture, humidité au sous-sol : nous devenons insensibles aux odeurs de notre propre maison. Aérez, lavez les tissus et faites fonctionner un déshumidificateur au sous-sol. Évitez les parfums d'ambiance trop forts, qui donnent l'impression de cacher quelque chose.</p>
<h2>9. Mettez en valeur les atouts</h2>
<p>Un foyer, des boiseries d'origine, une vue sur le fleuve ou une cour intime méritent d'être mis en scène : quelques bûches dans l'âtre, une table de bistro sur le balcon, une couverture sur le fauteuil près de la fenêtre.</p>
<h2>10. Confiez les photos à un professionnel</h2>
<p>Des photos grand angle bien éclairées, une visite virtuelle et un plan des pièces sont aujourd'hui la norme. Ils attirent plus de visiteurs qualifiés et permettent aux acheteurs de l'extérieur de la région de s'intéresser à votre propriété.</p>
<h2>Combien investir?</h2>
<p>La plupart des vendeurs obtiennent un excellent résultat avec un budget modeste : peinture, ménage en profondeur, petites réparations et quelques accessoires. Pour une propriété vacante ou haut de gamme, la location de mobilier par une entreprise de home staging peut valoir l'investissement, car une pièce vide est difficile à imaginer.</p>
<p>Votre courtier peut vous recommander des priorités adaptées à votre propriété et à votre secteur. Chez Courtage Québec, une consultation de mise en valeur est incluse avec chaque mandat de vente.</p>
`.trim();

const bonPrix = `
<p>Le prix affiché est le premier message que vous envoyez aux acheteurs. Trop élevé, il fait fuir les visiteurs et allonge le délai de vente; trop bas, il vous fait perdre de l'argent. Fixer le bon prix est un exercice méthodique, pas une question d'intuition.</p>
<h2>L'évaluation municipale n'est pas la valeur marchande</h2>
<p>Le rôle d'évaluation sert à calculer vos taxes. Il est établi à une date de référence souvent antérieure de plus d'un an et ne tient pas compte de vos rénovations récentes ni de l'état réel de la propriété. Selon le marché, le prix de vente peut être bien au-dessus ou en dessous de cette valeur : ne vous y fiez pas pour fixer votre prix.</p>
<h2>L'analyse comparative de marché</h2>
<p>Votre courtier prépare une <strong>analyse comparative de marché</strong> à partir des propriétés semblables vendues récemment dans votre secteur, idéalement au cours des six derniers mois. Il ajuste ensuite pour les différences : superficie, nombre de chambres et de salles de bains, garage, état des rénovations, grandeur du terrain, orientation. Les propriétés actuellement en vente montrent votre concurrence, mais ce sont les ventes conclues qui indiquent ce que les acheteurs sont réellement prêts à payer.</p>
<h2>Les erreurs les plus fréquentes</h2>
<ul>
<li><strong>Surévaluer pour « se laisser de la marge »</strong> : les acheteurs comparent tout en ligne. Une propriété trop chère sert de faire-valoir aux autres et reçoit peu de visites.</li>
<li><strong>Compter ses rénovations à leur coût</strong> : une cuisine de 60 000 $ n'ajoute pas nécessairement 60 000 $ à la valeur, surtout si elle reflète des goûts très personnels.</li>
<li><strong>Attendre avant d'ajuster</strong> : les premières semaines sont celles où l'intérêt est le plus fort. Une propriété qui reste longtemps sur le marché attire des offres plus basses.</li>
<li><strong>Ignorer la saison</strong> : le printemps est traditionnellement actif, mais une propriété bien préparée se vend toute l'année, y compris en hiver, quand la concurrence est moins forte.</li>
</ul>
<h2>Préparez vos documents</h2>
<p>Un dossier complet rassure les acheteurs et évite des délais : certificat de localisation à jour, factures des travaux importants, comptes de taxes, coûts d'énergie, garanties, et pour un condo, les documents de la copropriété. Le formulaire de <strong>Déclarations du vendeur</strong> doit être rempli avec soin et en toute transparence : il vous protège autant qu'il informe l'acheteur.</p>
<h2>Une stratégie de prix adaptée au marché</h2>
<p>Dans un secteur où l'inventaire est faible, un prix juste peut attirer plusieurs acheteurs en même temps et créer une saine concurrence. Dans un marché plus équilibré, un prix appuyé par des comparables solides facilite la négociation. Dans tous les cas, votre courtier doit pouvoir justifier le prix proposé par des données, pas seulement par une impression.</p>
<p>Vous songez à vendre? Demandez une évaluation gratuite : un de nos courtiers vous présentera une analyse comparative détaillée et une stratégie de mise en marché adaptée à votre propriété.</p>
`.trim();

const marche2026 = `
<p>Après deux années de reprise, le marché immobilier québécois aborde 2026 avec des fondamentaux solides, mais aussi son lot d'incertitudes. Voici les grandes tendances à surveiller, que vous pensiez acheter, vendre ou investir.</p>
<h2>Des taux plus bas qu'en 2023, mais pas un retour à l'argent gratuit</h2>
<p>La série de baisses du taux directeur de la Banque du Canada en 2024 et en 2025 a redonné de l'oxygène aux acheteurs. Les taux hypothécaires restent toutefois nettement au-dessus des creux de la pandémie. Pour beaucoup de ménages qui renouvellent leur prêt en 2026, le paiement mensuel augmentera encore : c'est un facteur à surveiller, car il peut pousser certains propriétaires à vendre.</p>
<h2>Un inventaire toujours serré dans plusieurs régions</h2>
<p>Le Québec a mieux traversé la hausse des taux que d'autres provinces, notamment parce que les prix y étaient plus abordables. Dans la région de Québec, à Lévis, en Outaouais et dans plusieurs villes régionales, le nombre de propriétés à vendre demeure bas par rapport à la demande, ce qui soutient les prix et entraîne encore des offres multiples pour les maisons bien situées. À Montréal, le marché est plus équilibré, avec davantage de choix dans le segment des condos.</p>
<h2>Les plex restent prisés</h2>
<p>Duplex et triplex attirent toujours les acheteurs qui veulent réduire leur coût d'habitation grâce aux revenus de location. Les propriétaires occupants peuvent aussi bénéficier de conditions de financement avantageuses. Attention toutefois : les revenus doivent être analysés avec soin, en tenant compte des baux en cours, des règles du Tribunal administratif du logement et des travaux à prévoir.</p>
<h2>Le condo, porte d'entrée des premiers acheteurs</h2>
<p>Avec l'amortissement de 30 ans désormais offert aux premiers acheteurs pour les prêts assurés et la hausse du plafond des prêts assurés à 1,5 million de dollars, l'accès à la propriété s'est un peu assoupli. Le condo demeure la porte d'entrée privilégiée dans les grands centres. Avant d'acheter, examinez le fonds de prévoyance, l'étude de fonds et le carnet d'entretien, désormais exigés par la loi pour les copropriétés.</p>
<h2>Les propriétés de villégiature se normalisent</h2>
<p>Après la frénésie de 2020 et 2021, le marché des chalets dans les Laurentides, les Cantons-de-l'Est et Charlevoix s'est stabilisé. Les règles plus strictes sur la location à court terme ont refroidi certains investisseurs, mais les acheteurs qui cherchent un lieu de vie ou une résidence secondaire y trouvent plus de choix et de meilleures conditions de négociation qu'il y a quelques années.</p>
<h2>Les facteurs d'incertitude</h2>
<ul>
<li><strong>L'économie</strong> : les tensions commerciales et un marché de l'emploi moins vigoureux pourraient freiner la confiance des acheteurs.</li>
<li><strong>La démographie</strong> : la réduction des seuils d'immigration temporaire pourrait ralentir la demande locative dans certains quartiers.</li>
<li><strong>La construction</strong> : les mises en chantier devront rester élevées pour rattraper le déficit de logements, ce qui dépend des coûts et des délais d'approbation.</li>
</ul>
<h2>Ce que cela signifie pour vous</h2>
<p><strong>Acheteurs</strong> : faites-vous préapprouver tôt et soyez prêts à agir vite pour les propriétés bien situées, surtout au printemps. <strong>Vendeurs</strong> : un prix juste et une propriété bien préparée restent les clés d'une vente rapide, car les acheteurs comparent plus que jamais. <strong>Investisseurs</strong> : privilégiez les immeubles dont les chiffres tiennent la route sans compter sur une forte appréciation.</p>
<p>Chaque secteur a sa propre dynamique. Nos courtiers suivent les statistiques de leur marché semaine après semaine et peuvent vous en faire un portrait précis avant que vous preniez une décision.</p>
`.trim();

export const demoPosts: DemoPost[] = [
  {
    key: 'taxe-de-bienvenue',
    title: 'Taxe de bienvenue au Québec : comment la calculer et la prévoir',
    slug: 'taxe-de-bienvenue-quebec-calcul',
    excerpt:
      "Le droit de mutation immobilière surprend encore beaucoup d'acheteurs. Tranches, exemple de calcul, exemptions et conseils pour l'intégrer à votre budget.",
    content: taxeDeBienvenue,
    categoryKey: 'acheteurs',
    tags: ['taxe de bienvenue', 'premier achat', 'frais de clôture', 'budget'],
    isPublished: true,
    isFeatured: true,
    readingTime: 4,
    viewsCount: 3_418,
    ageDays: 6,
    authorFirstName: 'Karim',
    authorLastName: 'Benali',
  },
  {
    key: 'inspection-preachat',
    title: "Inspection préachat : le guide pour acheter l'esprit tranquille",
    slug: 'inspection-preachat-guide',
    excerpt:
      "Pourquoi l'inspection préachat est indispensable, ce que l'inspecteur examine, les enjeux propres au Québec (pyrite, pyrrhotite, radon) et comment bien choisir son inspecteur.",
    content: inspectionPreachat,
    categoryKey: 'acheteurs',
    tags: ['inspection', 'vices cachés', 'promesse d’achat', 'pyrite'],
    isPublished: true,
    isFeatured: false,
    readingTime: 4,
    viewsCount: 2_264,
    ageDays: 20,
    authorFirstName: 'Jean-Philippe',
    authorLastName: 'Bouchard',
  },
  {
    key: 'financement-hypothecaire',
    title: "Financement hypothécaire : 7 étapes clés d'un premier achat",
    slug: 'financement-hypothecaire-premier-achat',
    excerpt:
      'Préapprobation, mise de fonds minimale, test de résistance, CELIAPP et RAP : tout ce que les premiers acheteurs doivent savoir avant de rencontrer leur prêteur.',
    content: financement,
    categoryKey: 'acheteurs',
    tags: ['hypothèque', 'premier achat', 'CELIAPP', 'mise de fonds', 'taux'],
    isPublished: true,
    isFeatured: false,
    readingTime: 3,
    viewsCount: 4_087,
    ageDays: 34,
    authorFirstName: 'Karim',
    authorLastName: 'Benali',
  },
  {
    key: 'home-staging',
    title: 'Home staging : 10 gestes simples pour vendre plus vite',
    slug: 'home-staging-vendre-plus-vite',
    excerpt:
      'Désencombrer, dépersonnaliser, éclairer : dix gestes peu coûteux pour que votre propriété séduise les acheteurs dès les photos de l’annonce.',
    content: homeStaging,
    categoryKey: 'vendeurs',
    tags: ['home staging', 'vendre', 'photos', 'préparation'],
    isPublished: true,
    isFeatured: true,
    readingTime: 3,
    viewsCount: 2_915,
    ageDays: 13,
    authorFirstName: 'Sophie',
    authorLastName: 'Tremblay',
  },
  {
    key: 'fixer-le-bon-prix',
    title: 'Fixer le bon prix de vente : les erreurs à éviter',
    slug: 'fixer-le-bon-prix-de-vente',
    excerpt:
      "Évaluation municipale, analyse comparative de marché, erreurs fréquentes et documents à préparer : comment établir un prix qui attire les acheteurs sans laisser d'argent sur la table.",
    content: bonPrix,
    categoryKey: 'vendeurs',
    tags: ['prix de vente', 'évaluation', 'vendre', 'analyse comparative'],
    isPublished: false,
    isFeatured: false,
    readingTime: 3,
    viewsCount: 0,
    ageDays: 1,
    authorFirstName: 'Marc-André',
    authorLastName: 'Gagnon',
  },
  {
    key: 'marche-2026',
    title: 'Marché immobilier 2026 au Québec : ce qui attend acheteurs et vendeurs',
    slug: 'marche-immobilier-quebec-2026',
    excerpt:
      'Taux, inventaire, plex, condos et chalets : les grandes tendances du marché immobilier québécois en 2026 et ce qu’elles signifient pour vos projets.',
    content: marche2026,
    categoryKey: 'marche',
    tags: ['marché 2026', 'tendances', 'taux hypothécaires', 'plex'],
    isPublished: true,
    isFeatured: true,
    readingTime: 3,
    viewsCount: 5_102,
    ageDays: 3,
    authorFirstName: 'Marc-André',
    authorLastName: 'Gagnon',
  },
];

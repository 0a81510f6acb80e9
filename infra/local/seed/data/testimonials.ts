import type { Testimonial } from '../../../../shared/testimonials/schema.js';

/**
 * A testimonial as seeded: the entity without server-owned or generated fields, plus `ageDays`
 * (days before seeding it was received).
 */
export type DemoTestimonial = Omit<Testimonial, 'id' | 'createdAt' | 'imageUrl'> & { ageDays: number };

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Nathalie et François Gauthier',
    location: 'Plateau-Mont-Royal, Montréal',
    text: "Notre triplex s'est vendu en 16 jours, au-dessus du prix demandé. Isabelle nous a conseillés sur chaque détail, de la mise en valeur des logements jusqu'à la négociation finale. Nous avons senti qu'elle défendait nos intérêts du début à la fin.",
    rating: 5,
    active: true,
    ageDays: 14,
  },
  {
    name: 'David Nguyen',
    location: 'Griffintown, Montréal',
    text: "Premier achat, beaucoup de questions… et toujours une réponse claire, souvent le soir même. Mei-Lin a repéré une unité mieux orientée que celle que je visais, dans le même immeuble et pour le même prix. Je recommande sans hésiter.",
    rating: 5,
    active: true,
    ageDays: 31,
  },
  {
    name: 'Claudette Bergeron',
    location: 'Sillery, Québec',
    text: "Après quarante ans dans notre maison, vendre n'était pas simple émotionnellement. Jean-Philippe a pris le temps qu'il fallait, a coordonné l'inspection et le notaire, et a trouvé une jeune famille qui aime la maison autant que nous.",
    rating: 5,
    active: true,
    ageDays: 48,
  },
  {
    name: 'Samir Haddad',
    location: 'Sainte-Dorothée, Laval',
    text: "Karim nous a aidés à obtenir une préapprobation avant même la première visite, ce qui nous a permis de faire une offre solide rapidement. Le processus a été fluide, même si nous avons dû visiter un peu plus de maisons que prévu.",
    rating: 4,
    active: true,
    ageDays: 63,
  },
  {
    name: 'Julie Ouellet et Marc Fortin',
    location: 'Mont-Tremblant',
    text: "Olivier connaît les Laurentides comme sa poche : installations septiques, règles de location, accès au lac, il avait réponse à tout. Nous avons trouvé notre chalet en trois semaines et la transaction s'est conclue sans mauvaise surprise.",
    rating: 5,
    active: true,
    ageDays: 85,
  },
  {
    name: 'Robert Lemieux',
    location: 'Trois-Rivières',
    text: "Service professionnel et bonne connaissance du marché local. La vente a pris un peu plus de temps que prévu à cause de la saison, mais Amélie nous a tenus informés chaque semaine et le prix obtenu était conforme à son évaluation.",
    rating: 4,
    active: false,
    ageDays: 4,
  },
];

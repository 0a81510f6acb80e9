/** French text of the favourites page (/favorites). */
export const frFavorites = {
  heading: 'Mes favoris',
  intro: 'Les propriétés que vous avez aimées sur cet appareil. Elles ne sont enregistrées que dans ce navigateur.',
  count: (n: number) => (n === 0 ? 'Aucune propriété' : n === 1 ? '1 propriété' : `${n} propriétés`),
  emptyTitle: 'Aucun favori pour le moment',
  emptyText: 'Touchez le cœur d’une propriété pour la retrouver ici.',
  browse: 'Parcourir les propriétés',
  remove: (title: string) => `Retirer « ${title} » des favoris`,
  loadError: 'Impossible de charger vos favoris. Réessayez plus tard.',
  retry: 'Réessayer',
} as const;

import type { DashboardPeriod } from '../../../../../shared/dashboard/periods';

/** French text of the dashboard (admin-and-platform.md §2 "Dashboard", §8). */
export const frDashboard = {
  title: 'Tableau de bord',
  intro: 'Vue d’ensemble de l’activité de la période choisie.',
  periodsLabel: 'Période',
  periods: {
    yesterday: 'Hier',
    today: "Aujourd'hui",
    week: 'Cette semaine',
    month: 'Ce mois',
    'last-month': 'Mois dernier',
    year: 'Cette année',
    'last-year': 'Année dernière',
  } satisfies Record<DashboardPeriod, string>,
  range: (from: string, to: string) => (from === to ? `Le ${from}` : `Du ${from} au ${to}`),
  cards: {
    properties: { label: 'Nouvelles propriétés', total: (n: string) => `${n} propriétés actives` },
    leads: { label: 'Nouveaux leads', total: (n: string) => `${n} leads au total` },
    agents: { label: 'Nouveaux courtiers', total: (n: string) => `${n} courtiers actifs` },
    portfolioValue: { label: 'Valeur ajoutée au portefeuille', total: (n: string) => `Portefeuille : ${n}` },
  },
  changeVsPrevious: (change: string) => `${change} vs période précédente`,
  website: {
    title: 'Statistiques du site',
    visitors: 'Visiteurs uniques',
    pageViews: 'Pages vues',
    conversion: 'Taux de conversion',
    conversionBar: 'Conversion des visiteurs en leads',
    conversionDetail: (leads: number, visitors: number) => `${leads} leads pour ${visitors} visiteurs`,
  },
  leadTypes: { acheteur: 'Acheteur', vendeur: 'Vendeur' },
  latestLeads: { title: 'Derniers leads', empty: 'Aucun lead pour le moment.', all: 'Voir tous les leads', budget: 'Budget non spécifié' },
  latestProperties: { title: 'Dernières propriétés', empty: 'Aucune propriété active.', all: 'Voir toutes les propriétés' },
  neighbourhoods: {
    title: 'Quartiers populaires',
    intro: 'Les emplacements les plus consultés parmi les propriétés actives.',
    empty: 'Aucune donnée de consultation pour le moment.',
    detail: (views: string, listings: number) => `${views} vues · ${listings} ${listings > 1 ? 'propriétés' : 'propriété'}`,
  },
  loadErrorTitle: 'Erreur de chargement',
  loadErrorDescription: 'Impossible de charger les données du tableau de bord',
} as const;
